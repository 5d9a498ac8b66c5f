import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';

async function openReview(world = createFakeWorld()): Promise<void> {
  render(<FakeApp world={world} setup={setups.review} showPath />);
  await screen.findByRole('heading', { name: 'Rate your service' });
}

describe('review', () => {
  it('offers five star radios and a five-row note; Submit waits for a rating', async () => {
    await openReview();
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    for (const star of stars) expect(star).toHaveAttribute('name', 'service-rating');
    expect(screen.getByRole('radio', { name: '1 Star' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 Stars' })).toBeInTheDocument();
    expect(screen.getByText('Would you like to leave a note?')).toBeInTheDocument();
    expect(screen.getByLabelText('Note (Optional)')).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('submits the rating and the note, then thanks the guest', async () => {
    const world = createFakeWorld();
    await openReview(world);
    await userEvent.click(screen.getByRole('radio', { name: '4 Stars' }));
    expect(screen.getByRole('radio', { name: '4 Stars' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Note (Optional)'), 'Lovely cut');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(world.tipsApi.requestsOf('submitReview')).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Lovely cut' }),
    ]);
  });
});
