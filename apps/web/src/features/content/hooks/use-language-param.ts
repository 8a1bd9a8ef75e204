import { languageTagSchema } from '@quizarena/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The content language chosen in the chooser, '' for all. It lives in the address
 * (`?language=es`) so it carries from the category list into a category's topics and back;
 * anything that is not a language tag reads as all, rather than as a request the server refuses.
 */
export function useLanguageParam(): [string, (language: string) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = languageTagSchema().safeParse(params.get('language') ?? '');
  const language = parsed.success ? parsed.data : '';
  const setLanguage = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('language', next);
          else updated.delete('language');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [language, setLanguage];
}
