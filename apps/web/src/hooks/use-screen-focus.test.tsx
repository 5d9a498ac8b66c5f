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

describe('useScreenFocus', () => {
  it("moves the focus to the new screen's heading, never leaving it on the body", () => {
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Jordan L.' })).toHaveFocus();
  });

  it('leaves a field the guest is typing in alone', () => {
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    render(<Screen />);
    expect(field).toHaveFocus();
    field.remove();
  });

  it('leaves the focus a dialog that opened with the screen took', () => {
    render(<Screen dialog />);
    expect(screen.getByRole('heading', { name: 'Jordan L.' })).not.toHaveFocus();
  });
});
