// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The frame that shows the screen, then the task after it. */
function afterTheFrame(): void {
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });
}

describe('useScreenFocus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("moves the focus to the new screen's heading once the frame that shows it is painted", () => {
    render(<Screen />);
    const heading = screen.getByRole('heading', { name: 'Jordan L.' });
    // Not in the commit: focusing there makes the browser lay the screen out in the render's task.
    expect(document.activeElement).toBe(document.body);
    afterTheFrame();
    expect(heading).toHaveFocus();
  });

  it('leaves a field the guest is typing in alone', () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    render(<Screen />);
    afterTheFrame();
    expect(field).toHaveFocus();
    field.remove();
  });

  it('leaves the focus a dialog that opened with the screen took', () => {
    render(<Screen dialog />);
    afterTheFrame();
    expect(screen.getByRole('heading', { name: 'Jordan L.' })).not.toHaveFocus();
  });

  it('does nothing once the screen is gone', () => {
    const { unmount } = render(<Screen />);
    const heading = screen.getByRole('heading', { name: 'Jordan L.' });
    const focus = vi.spyOn(heading, 'focus');
    unmount();
    afterTheFrame();
    expect(focus).not.toHaveBeenCalled();
  });
});
