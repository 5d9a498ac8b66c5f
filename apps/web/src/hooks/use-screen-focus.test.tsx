// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { useScreenFocus } from './use-screen-focus';

function Screen(props: { readonly dialog?: boolean }): ReactElement {
  const heading = useScreenFocus<HTMLHeadingElement>();
  return (
    <section>
      <h1 ref={heading} tabIndex={-1}>
        Jordan L.
      </h1>
      {props.dialog ? <dialog open>Tipping policy</dialog> : null}
    </section>
  );
}

/** The next animation frame's callbacks have run (the hook focuses in the frame that draws). */
const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => resolve()));

describe('useScreenFocus', () => {
  it("moves the focus to the new screen's heading in the frame that draws it, before that frame is painted", async () => {
    render(<Screen />);
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Jordan L.' })).toHaveFocus();
  });

  it('leaves a field the guest is typing in alone', async () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    render(<Screen />);
    await nextFrame();
    expect(field).toHaveFocus();
    field.remove();
  });

  it('leaves the focus a dialog that opened with the screen took', async () => {
    render(<Screen dialog />);
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Jordan L.' })).not.toHaveFocus();
  });

  it('moves nothing for a screen gone before its frame', async () => {
    const field = document.body.appendChild(document.createElement('button'));
    field.focus();
    render(<Screen />).unmount();
    await nextFrame();
    expect(field).toHaveFocus();
    field.remove();
  });
});
