export { ThemeProvider, useTheme } from './theme-provider';
export { ThemeSwitch } from './theme-switch';
export { THEME_STORAGE_KEY, type Theme } from './theme-storage';
