import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tipping } from '@tipwell/core';
import { FakePaymentGateway } from '@tipwell/core/fakes';
import { createFakeWorld } from '../../di/fake-services';
import { switchLocale } from '../../i18n/locale-choice';
import { FakeApp } from '../../testing/fake-app';
import { renderWithSandboxForm } from '../../testing/sandbox-form';
import { setups } from '../../testing/setups';

afterEach(async () => {
  await switchLocale('en-US');
  localStorage.clear();
});

describe('a switch of language on the payment step', () => {
  it('relabels the sandbox card form in place, right to left in العربية, what was typed kept', async () => {
    const user = userEvent.setup();
    await renderWithSandboxForm();
    const english = screen.getByRole('group', { name: 'Card details' });
    await user.type(within(english).getByLabelText('Card number'), '4111 1111');
    await user.type(within(english).getByLabelText('Name on card'), 'Alex Guest');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-US');
    const spanish = await screen.findByRole('group', { name: 'Datos de la tarjeta' });
    expect(spanish).toHaveAttribute('lang', 'es-US');
    expect(spanish).toHaveAttribute('dir', 'ltr');
    expect(within(spanish).getByLabelText('Número de tarjeta')).toHaveValue('4111 1111');
    expect(within(spanish).getByLabelText('Nombre en la tarjeta')).toHaveValue('Alex Guest');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'ar');
    const arabic = await screen.findByRole('group', { name: 'بيانات البطاقة' });
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(within(arabic).getByLabelText('رقم البطاقة')).toHaveValue('4111 1111');
    expect(within(arabic).getByLabelText('الاسم على البطاقة')).toHaveValue('Alex Guest');
    expect(within(arabic).queryByText(/Card number|Número de tarjeta/)).toBeNull();
    // The same form, not a new one: nothing to tell the guest.
    expect(screen.getAllByRole('group', { name: 'بيانات البطاقة' })).toHaveLength(1);
    expect(screen.queryByText(/أُعيد ضبط حقول البطاقة/)).toBeNull();
  });

  it("mounts a provider's fields again once, in the new language, says so politely, and keeps the tip, fee and e-mail", async () => {
    const user = userEvent.setup();
    const world = createFakeWorld({ gateway: new FakePaymentGateway('square-web') });
    let core: Tipping | null = null;
    render(
      <FakeApp world={world} setup={setups.payment} onReady={(handle) => (core = handle.core)} />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
    const totals = core!.tips.store.getSnapshot().totals;
    await user.type(screen.getByLabelText('Email'), 'guest@example.com');
    expect(world.gateway.mounts).toBe(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es-US');
    const note = await screen.findByText(/Los campos de la tarjeta se restablecieron/);
    expect(note.closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(world.gateway.mounts).toBe(2));
    expect(world.gateway.unmounts).toBe(1);
    expect(world.gateway.session?.locale).toBe('es-US');
    expect(world.gateway.session?.amount).toBe(totals.total);
    expect(core!.tips.store.getSnapshot().totals).toEqual(totals);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('guest@example.com');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Maya');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pagar/ })).toBeEnabled());
    expect(screen.getByRole('button', { name: /^Pagar/ })).toHaveTextContent(/10\.60/);
    // Mounted once for the switch, not again by the renders that followed.
    expect(world.gateway.mounts).toBe(2);
  });
});
