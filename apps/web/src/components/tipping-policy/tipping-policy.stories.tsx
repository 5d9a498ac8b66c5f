import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { policySentence, quoteFee, type FeeMode, type TippingPolicy } from '@tipwell/core';
import { demoPolicies } from '@tipwell/core/demo-world';
import { TippingPolicyNote } from './tipping-policy';

// One story per kind of policy, as the core says it (the sentence model, the demo world's
// policies and the fee rule): the a11y addon checks each with its sheet open.

const deducted: TippingPolicy = {
  distribution: { kind: 'individual' },
  processingCost: { borneBy: 'tip', percent: 3, fixed: 30 },
  payout: 'daily',
  note: null,
};

function maya(amount: number, mode: FeeMode) {
  return { kind: 'user' as const, uid: '500', name: 'Maya', amount, fee: quoteFee(amount, mode) };
}

const meta = {
  title: 'Components/Tipping policy',
  component: TippingPolicyNote,
  args: { policy: null, sentence: null },
} satisfies Meta<typeof TippingPolicyNote>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSheet(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(
    within(canvasElement).getByRole('button', { name: 'How tipping works here' }),
  );
  return within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'How tipping works here',
  });
}

/** Lumen: to the chosen person in full, the guest bears the cost, with the next payroll. */
export const Individual: Story = {
  args: {
    policy: demoPolicies.lumen,
    sentence: policySentence({
      policy: demoPolicies.lumen,
      stage: 'pay',
      lines: [maya(1000, 'net')],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'All of your $10 goes to Maya, paid out with the next payroll.',
      ),
    ).toBeVisible();
    const sheet = await openSheet(canvasElement);
    await expect(
      within(sheet).getByText(
        'The card processing cost is paid by you, through the convenience fee, so the staff receive the whole tip.',
      ),
    ).toBeVisible();
  },
};

/** Harbor View: pooled among the Housekeeping team's 6 on shift, weekly, with the venue's note. */
export const Pooled: Story = {
  args: {
    policy: demoPolicies.harbor,
    sentence: policySentence({
      policy: demoPolicies.harbor,
      stage: 'choose',
      lines: [{ kind: 'pool', uid: '201', name: 'Housekeeping' }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Tips to the Housekeeping team are shared equally among the 6 people on shift, paid out weekly.',
      ),
    ).toBeVisible();
    const sheet = await openSheet(canvasElement);
    const note = within(sheet).getByText(/whole shift/);
    await expect(note).toHaveAttribute('lang', 'en');
  },
};

/** The Pool Bar: the chosen bartender keeps 80 %, the Barbacks the rest; a note in Spanish. */
export const Split: Story = {
  args: {
    policy: demoPolicies.poolBar,
    sentence: policySentence({
      policy: demoPolicies.poolBar,
      stage: 'pay',
      lines: [{ ...maya(1500, 'net'), uid: '504', name: 'Alex K.' }],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '80% of your $15 goes to Alex K. and the rest to the Barbacks team, paid out daily.',
      ),
    ).toBeVisible();
    const sheet = await openSheet(canvasElement);
    await expect(within(sheet).getByText(/Gracias/)).toHaveAttribute('lang', 'es');
  },
};

/** The fee deducted from the tip, with the figure the tips service answered. */
export const DeductedFromTip: Story = {
  args: {
    policy: deducted,
    sentence: policySentence({ policy: deducted, stage: 'pay', lines: [maya(1000, 'gross')] }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        '$9.40 of your $10 goes to Maya after the $0.60 card fee, paid out daily.',
      ),
    ).toBeVisible();
    const sheet = await openSheet(canvasElement);
    await expect(
      within(sheet).getByText(
        'The card processing cost (3% of the amount plus $0.30) is deducted from the tip.',
      ),
    ).toBeVisible();
  },
};

/** The thank-you's past tense: no sheet there. */
export const Paid: Story = {
  args: {
    policy: demoPolicies.lumen,
    withSheet: false,
    sentence: policySentence({
      policy: demoPolicies.lumen,
      stage: 'paid',
      lines: [maya(1000, 'net')],
      paidTotal: 1060,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'All of your $10 went to Maya, paid out with the next payroll.',
      ),
    ).toBeVisible();
  },
};

/** No policy, or one the payment contradicts: nothing at all. */
export const NothingClaimed: Story = {
  args: {
    policy: demoPolicies.lumen,
    sentence: policySentence({
      policy: demoPolicies.lumen,
      stage: 'pay',
      lines: [maya(1000, 'gross')],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
