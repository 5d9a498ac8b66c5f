import { escapeHtml } from '../provider/three-ds-page';

const PALETTE = ['#6C4AB6', '#1AD9B6', '#E76F51', '#2A9D8F', '#264653', '#F4A261', '#8E5572'];

export function initialsOf(...words: readonly string[]): string {
  return words
    .map((word) => Array.from(word.trim())[0] ?? '')
    .join('')
    .toUpperCase();
}

function colourFor(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#6C4AB6';
}

/** A square avatar: initials on a coloured disc, sized by its viewBox. */
export function avatarSvg(seed: string, initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(initials)}">
<rect width="96" height="96" fill="${colourFor(seed)}"/>
<text x="48" y="50" fill="#FFFFFF" font-family="Helvetica, Arial, sans-serif" font-size="38" font-weight="600" text-anchor="middle" dominant-baseline="middle">${escapeHtml(initials)}</text>
</svg>
`;
}

/** A location logo: a rounded badge with the initials and the name. */
export function logoSvg(name: string, primaryColor: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  const initials = initialsOf(...words.slice(0, 2));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${escapeHtml(name)}">
<rect x="0" y="0" width="64" height="64" rx="16" fill="${escapeHtml(primaryColor)}"/>
<text x="32" y="34" fill="#FFFFFF" font-family="Georgia, serif" font-size="28" text-anchor="middle" dominant-baseline="middle">${escapeHtml(initials)}</text>
<text x="74" y="34" fill="${escapeHtml(primaryColor)}" font-family="Georgia, serif" font-size="18" dominant-baseline="middle">${escapeHtml(words[0] ?? '')}</text>
</svg>
`;
}
