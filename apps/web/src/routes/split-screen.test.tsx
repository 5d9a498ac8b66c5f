import { describe, expect, it } from 'vitest';
import { loadScreen } from './screen-loaders';
import { screenComponent } from './split-screen';

describe('screenComponent', () => {
  it('is React.lazy over the load until the code has arrived, then the screen itself', async () => {
    expect(screenComponent('review')).toHaveProperty('$$typeof', Symbol.for('react.lazy'));
    const { default: Review } = await loadScreen('review');
    expect(screenComponent('review')).toBe(Review);
  });
});
