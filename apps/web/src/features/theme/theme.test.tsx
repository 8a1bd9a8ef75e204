import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSystemDark } from '../../test/match-media';
import { ThemeProvider } from './theme-provider';
import { ThemeSwitch } from './theme-switch';
import { THEME_STORAGE_KEY } from './theme-storage';

const renderSwitch = () =>
  render(
    <ThemeProvider>
      <ThemeSwitch />
    </ThemeProvider>,
  );
const isDark = () => document.documentElement.classList.contains('dark');

describe('the theme', () => {
  it('is light by default', () => {
    renderSwitch();
    expect(screen.getByRole('radio', { name: 'Light theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(isDark()).toBe(false);
  });

  it('keeps the choice under quiz-theme and applies it', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark theme' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(isDark()).toBe(true);
  });

  it('starts from the saved choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderSwitch();
    expect(screen.getByRole('radio', { name: 'Dark theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(isDark()).toBe(true);
  });

  it('ignores a nonsense saved value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    renderSwitch();
    expect(screen.getByRole('radio', { name: 'Light theme' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('follows the system setting live in auto', async () => {
    renderSwitch();
    await userEvent.click(screen.getByRole('radio', { name: 'Follow system theme' }));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('auto');
    expect(isDark()).toBe(false);
    act(() => setSystemDark(true));
    expect(isDark()).toBe(true);
    act(() => setSystemDark(false));
    expect(isDark()).toBe(false);
  });
});
