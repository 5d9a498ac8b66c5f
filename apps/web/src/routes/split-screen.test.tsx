import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, createElement, useState, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../app/app-root';
import { createFakeContainer, createFakeWorld } from '../di/fake-services';
import { loadScreen, loadedScreens } from './screen-loaders';
import { SplitScreen, screenComponent } from './split-screen';

describe('screenComponent', () => {
  it('is React.lazy over the load until the code has arrived, then the screen itself', async () => {
    expect(screenComponent('review')).toHaveProperty('$$typeof', Symbol.for('react.lazy'));
    const Review = await loadScreen('review');
    expect(screenComponent('review')).toBe(Review);
  });
});

describe('SplitScreen', () => {
  it('keeps the screen it mounted with when its parent renders again after the code arrived', async () => {
    // React.lazy, its load settled, commits where nothing rendered SplitScreen again in between
    // (as on a loaded phone). Made so here: the lazy one resolved, then mounted before the map
    // says the code is loaded.
    const lazyOne = screenComponent('guest-verification');
    expect(lazyOne).toHaveProperty('$$typeof', Symbol.for('react.lazy'));
    const container = createFakeContainer(createFakeWorld());
    const warm = render(
      <AppRoot container={container}>
        <MemoryRouter>
          <Suspense fallback={<p>loading</p>}>{createElement(lazyOne)}</Suspense>
        </MemoryRouter>
      </AppRoot>,
    );
    await screen.findByRole('button', { name: 'Next' });
    warm.unmount();
    loadedScreens.delete('guest-verification');

    function Host(): ReactElement {
      const [renders, setRenders] = useState(0);
      return (
        <AppRoot container={container}>
          <MemoryRouter>
            <button type="button" onClick={() => setRenders(renders + 1)}>
              again {renders}
            </button>
            <Suspense fallback={<p>loading</p>}>
              <SplitScreen key="guest-verification" name="guest-verification" />
            </Suspense>
          </MemoryRouter>
        </AppRoot>
      );
    }
    render(<Host />);
    const next = screen.getByRole('button', { name: 'Next' });
    await loadScreen('guest-verification');
    await userEvent.click(screen.getByRole('button', { name: /again/ }));
    // The same element: the screen was not mounted again (a field being typed in would be lost).
    expect(screen.getByRole('button', { name: 'Next' })).toBe(next);
  });
});
