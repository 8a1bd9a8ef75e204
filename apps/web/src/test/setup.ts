import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startEnglish } from './i18n';
import { installMatchMedia, resetMatchMedia } from './match-media';

startEnglish();

installMatchMedia();

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetMatchMedia();
  document.documentElement.classList.remove('dark');
});
