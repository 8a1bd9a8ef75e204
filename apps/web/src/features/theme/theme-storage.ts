export const THEME_STORAGE_KEY = 'quiz-theme';
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** The saved choice; light when nothing (or nonsense) is saved. */
export function readTheme(): Theme {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(saved ?? '') ? (saved as Theme) : 'light';
  } catch {
    return 'light';
  }
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** Whether the page should be dark for this choice and system preference. */
export function isDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === 'dark' || (theme === 'auto' && systemPrefersDark);
}
