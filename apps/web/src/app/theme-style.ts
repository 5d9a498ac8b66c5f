import type { CSSProperties } from 'react';
import type { Theme } from '@tipwell/core';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channels = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The location's theme as CSS variables; a colour that is not hex keeps the default. Text on the
 * primary colour is whichever of the text and contrast colours reads better on it.
 */
export function themeStyle(theme: Theme): CSSProperties {
  const vars: Record<string, string> = {};
  const valid = (value: string): boolean => HEX.test(value);
  if (valid(theme.primaryColor)) vars['--tw-primary'] = theme.primaryColor;
  if (valid(theme.secondaryColor)) vars['--tw-secondary'] = theme.secondaryColor;
  if (valid(theme.textColor)) vars['--tw-text'] = theme.textColor;
  if (valid(theme.contrastColor)) vars['--tw-contrast'] = theme.contrastColor;
  if (valid(theme.primaryColor) && valid(theme.textColor) && valid(theme.contrastColor)) {
    const onPrimary =
      contrast(theme.primaryColor, theme.textColor) >=
      contrast(theme.primaryColor, theme.contrastColor)
        ? theme.textColor
        : theme.contrastColor;
    vars['--tw-on-primary'] = onPrimary;
  }
  return vars as CSSProperties;
}

const THEME_VARIABLES = [
  '--tw-primary',
  '--tw-secondary',
  '--tw-text',
  '--tw-contrast',
  '--tw-on-primary',
] as const;

/** Puts the theme's variables on an element (and takes off those the theme does not set). */
export function applyTheme(element: HTMLElement, theme: Theme): void {
  const vars = themeStyle(theme) as Record<string, string | undefined>;
  for (const name of THEME_VARIABLES) {
    const value = vars[name];
    if (value === undefined) element.style.removeProperty(name);
    else element.style.setProperty(name, value);
  }
}
