import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { switchLocale } from '../../i18n/locale-choice';
import { LanguageMenu } from './language-menu';

const meta = {
  title: 'Components/Language menu',
  component: LanguageMenu,
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchToArabic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'ar');
    await expect(await canvas.findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await switchLocale('en-US');
    localStorage.clear();
  },
};
