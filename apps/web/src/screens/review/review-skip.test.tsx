import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError, type Tipping } from '@tipwell/core';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { setups, until } from '../../testing/setups';

/** L200's Bell Staff requires a review: paid, on the review screen. */
async function bellStaffPaid(core: Tipping): Promise<void> {
  await core.entry.openCode('L200');
  core.flow.selectPool('203');
  core.tips.chooseLevel('low');
  await until(core.tips.store, (tips) => tips.fees.length > 0 && tips.fees.every(Boolean));
  await core.payment.mountWidget(document.createElement('div'));
  core.payment.setShopperEmail('guest@example.com');
  await core.payment.pay();
  core.payment.unmountWidget();
}

describe('review: skip and failure', () => {
  it("'Skip' leads to the thank-you screen without posting a review", async () => {
    const world = createFakeWorld();
    render(<FakeApp world={world} setup={setups.review} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(world.tipsApi.requestsOf('submitReview')).toEqual([]);
  });

  it("no 'Skip' when a selected pool requires the review", async () => {
    render(<FakeApp setup={bellStaffPaid} />);
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });

  it("posts the paid tip uids; a failure says 'Oops' / 'Failed to submit review'", async () => {
    const world = createFakeWorld();
    world.tipsApi.failNext('submitReview', new AppError('http', 'boom', { status: 500 }));
    render(<FakeApp world={world} setup={setups.review} />);
    await userEvent.click(await screen.findByRole('radio', { name: '4 Stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Oops' });
    expect(alert).toHaveTextContent('Failed to submit review');
    expect(world.tipsApi.requestsOf('submitReview')).toEqual([
      { tipUids: ['tip-1-1'], rating: 4, comment: '' },
    ]);
  });
});
