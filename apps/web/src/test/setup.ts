import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';
import { forgetJoining } from '../features/challenges/utils/awaited-games';
import { accessToken } from '../lib/access-token';
import { resetAnnouncedAchievements } from '../lib/achievement-toast';
import { configureApiClient } from '../lib/api-client';
import { startEnglish } from './i18n';
import { installMatchMedia, resetMatchMedia } from './match-media';

startEnglish();

installMatchMedia();

// Most test files share their worker's modules (isolated-files.ts): whatever a test leaves in a
// module-wide store (toasts, the session's token and API hooks, storage, the theme, the page's
// language, media queries) is put back here.
afterEach(() => {
  act(() => toast.remove());
  cleanup();
  // Whatever a test put in the shared document outside React's roots goes too.
  document.body.replaceChildren();
  accessToken.clear();
  configureApiClient({});
  resetAnnouncedAchievements();
  forgetJoining();
  localStorage.clear();
  sessionStorage.clear();
  resetMatchMedia();
  document.documentElement.classList.remove('dark');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
