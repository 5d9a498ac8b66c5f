import { describe, expect, it } from 'vitest';
import { applyTheme, themeStyle } from './theme-style';

const spec = {
  primaryColor: '#1AD9B6',
  secondaryColor: '#FFC768',
  textColor: '#200E32',
  contrastColor: '#fff',
};

describe('themeStyle', () => {
  it('turns the theme into CSS variables', () => {
    expect(themeStyle(spec)).toMatchObject({
      '--tw-primary': '#1AD9B6',
      '--tw-secondary': '#FFC768',
      '--tw-text': '#200E32',
      '--tw-contrast': '#fff',
    });
  });

  it('puts the colour that reads better on the primary colour', () => {
    expect(themeStyle(spec)).toMatchObject({ '--tw-on-primary': '#200E32' });
    expect(themeStyle({ ...spec, primaryColor: '#6C4AB6' })).toMatchObject({
      '--tw-on-primary': '#fff',
    });
  });

  it('ignores a colour that is not hex (no CSS injection from data)', () => {
    const style = themeStyle({ ...spec, primaryColor: 'red; background: url(x)' });
    expect(style).not.toHaveProperty('--tw-primary');
    expect(style).not.toHaveProperty('--tw-on-primary');
  });
});

describe('applyTheme', () => {
  it('sets the variables on the element and takes off those a later theme does not set', () => {
    const element = document.createElement('div');
    applyTheme(element, spec);
    expect(element.style.getPropertyValue('--tw-primary')).toBe('#1AD9B6');
    expect(element.style.getPropertyValue('--tw-on-primary')).toBe('#200E32');
    applyTheme(element, { ...spec, primaryColor: 'not a colour' });
    expect(element.style.getPropertyValue('--tw-primary')).toBe('');
    expect(element.style.getPropertyValue('--tw-on-primary')).toBe('');
    expect(element.style.getPropertyValue('--tw-text')).toBe('#200E32');
  });
});
