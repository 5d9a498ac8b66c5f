import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../../testing/fake-app';

async function typeCustom(text: string): Promise<void> {
  render(<FakeApp path="/U500" />);
  const input = await screen.findByLabelText('Have a custom tip amount in mind?');
  await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

describe('custom tip bounds ($1 to $10,000, docs/decisions/0006)', () => {
  it('below $1 says the smallest tip and stays', async () => {
    await typeCustom('0.5');
    expect(await screen.findByRole('alert')).toHaveTextContent('The smallest tip is $1');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('above $10,000 says the largest tip and stays', async () => {
    await typeCustom('10000.01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The largest tip is $10,000');
  });

  it('$150 asks for confirmation', async () => {
    await typeCustom('150');
    const dialog = await screen.findByRole('alertdialog', { name: 'Wow, a generous tip' });
    expect(dialog).toHaveTextContent('Are you sure you wanted to tip $150?');
  });
});
