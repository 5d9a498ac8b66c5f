import type { ReactElement } from 'react';

/** A tick in a filled circle, in the theme's colours: the sign that a payment went through. */
export function CheckMark({
  size,
  className,
}: {
  readonly size: number;
  readonly className: string;
}): ReactElement {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 96 96"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="48" cy="48" r="44" fill="var(--tw-primary)" />
      <path
        d="M30 49l12 12 24-26"
        fill="none"
        stroke="var(--tw-on-primary)"
        // Thicker when drawn small, so the tick stays legible.
        strokeWidth={size < 48 ? 10 : 7}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
