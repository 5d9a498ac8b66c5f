import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyComponents } from './split-screen';
import { trackedLoads } from './screen-loaders';

function Thanks(): React.ReactElement {
  return <h1>Thank you</h1>;
}

describe('lazyComponents', () => {
  it('renders a screen whose code is already loaded in the same pass, with no spinner', async () => {
    const load = trackedLoads((_name: 'success') => Promise.resolve({ default: Thanks }));
    await load('success'); // prefetched
    const { success: Success } = lazyComponents(['success'], load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Success />
      </Suspense>,
    );
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
  });

  it('shows the fallback while the code is on its way, then the screen', async () => {
    let arrive: (module: { default: () => React.ReactElement }) => void = () => undefined;
    const load = trackedLoads(
      (_name: 'success') => new Promise<{ default: () => React.ReactElement }>((r) => (arrive = r)),
    );
    const { success: Success } = lazyComponents(['success'], load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Success />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    arrive({ default: Thanks });
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
  });
});
