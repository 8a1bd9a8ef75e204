import { useTranslation } from 'react-i18next';

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: jumps past the header and navigation to the page itself.
 * Hidden until focused. The target needs `id={MAIN_CONTENT_ID}` and `tabIndex={-1}`.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-lg focus:bg-indigo-700 focus:px-4 focus:py-2 focus:font-semibold focus:text-white focus:shadow-lg"
    >
      {t('skipToMain')}
    </a>
  );
}
