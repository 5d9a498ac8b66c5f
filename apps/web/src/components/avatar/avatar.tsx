import type { ReactElement } from 'react';
import './avatar.scss';

export interface AvatarProps {
  readonly src: string | null;
  readonly name: string;
  readonly size: number;
  readonly shape?: 'square' | 'round';
}

/** An avatar, or the initials when the person has none. Decorative: the name is shown beside it. */
export function Avatar({ src, name, size, shape = 'round' }: AvatarProps): ReactElement {
  const className = `avatar avatar--${shape}`;
  if (src) {
    return <img className={className} src={src} alt="" width={size} height={size} loading="lazy" />;
  }
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
    .slice(0, 2);
  return (
    <span
      className={`${className} avatar--initials`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
