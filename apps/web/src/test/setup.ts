import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';
import { startEnglish } from './i18n';
import { installMatchMedia, resetMatchMedia } from './match-media';

startEnglish();

installMatchMedia();

// Test files share their worker's modules (vitest.config.ts): whatever one test leaves in a
// module-wide store (toasts, storage, the theme, media queries) is put back here.
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  localStorage.clear();
  resetMatchMedia();
  document.documentElement.classList.remove('dark');
});
