import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installMatchMedia, resetMatchMedia } from './match-media';

installMatchMedia();

afterEach(() => {
  cleanup();
  localStorage.clear();
  resetMatchMedia();
  document.documentElement.classList.remove('dark');
});
