import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes/create-fake-deps';
import { atPayment } from '../test-support';

// One commit per action hides a press's wait from the stores: `busy` tells it, as it begins, and
// clears it only once the outcome is committed (the button never looks idle before it).

describe("a press's wait (payment.busy, review.busy)", () => {
  it('Pay: busy at the press, idle after the captured payment is in the store; Submit likewise', async () => {
    const fakes = createFakeDeps();
    const { core } = await atPayment('U500', fakes);
    const seen: { busy: boolean; paid: boolean }[] = [];
    core.payment.busy.subscribe(() =>
      seen.push({
        busy: core.payment.busy.getSnapshot().busy,
        paid: core.payment.store.getSnapshot().paid !== null,
      }),
    );
    const press = core.payment.pay();
    expect(core.payment.busy.getSnapshot().busy).toBe(true);
    await press;
    expect(seen).toEqual([
      { busy: true, paid: false },
      { busy: false, paid: true },
    ]);

    core.review.setRating(4);
    const review = core.review.submit();
    expect(core.review.busy.getSnapshot().busy).toBe(true);
    await review;
    expect(core.review.busy.getSnapshot().busy).toBe(false);
    expect(core.review.store.getSnapshot().sent).toBe(true);
  });

  it('a refused card: idle again with the refusal on screen, and Try again busy in turn', async () => {
    const fakes = createFakeDeps();
    const { core } = await atPayment('U500', fakes);
    fakes.tipsApi.payStatus = 'failed';
    await core.payment.pay();
    expect(core.payment.busy.getSnapshot().busy).toBe(false);
    expect(core.payment.store.getSnapshot().failed).toBe(true);
    fakes.tipsApi.payStatus = 'captured';
    const again = core.payment.tryAgain();
    expect(core.payment.busy.getSnapshot().busy).toBe(true);
    await again;
    expect(core.payment.busy.getSnapshot().busy).toBe(false);
    expect(core.payment.store.getSnapshot().attempts).toBe(2);
  });
});
