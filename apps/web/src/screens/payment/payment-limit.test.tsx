import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tipping } from '@tipwell/core';
import { largestCustomTips } from '@tipwell/core/fakes';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

describe('the payment limit', () => {
  it('a third $10,000 tip: refused where it is typed, the limit named; nothing charged', async () => {
    const world = createFakeWorld();
    render(
      <FakeApp
        world={world}
        setup={async (core: Tipping) => {
          await largestCustomTips(core, 'L100', ['501', '502']);
          core.payment.addAnother();
          core.flow.selectUser('503');
        }}
      />,
    );
    const field = await screen.findByLabelText(/custom/i);
    await userEvent.type(field, '10000');
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('One payment can be at most $25,000. Please lower or remove a tip.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Total/ })).not.toBeInTheDocument();
    expect(world.tipsApi.requestsOf('pay')).toEqual([]);
  });
});
