import { Brain } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { LanguageSelect } from '../../i18n/language-select';

export const LEGAL_LINK =
  'font-medium text-indigo-700 underline hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100';

/** One titled part of a legal page, reachable from its contents by `#id`. */
export function LegalSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4 space-y-3">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The frame of the pages read before signing up as well as after (privacy, terms): the home
 * link and the language choice, then the page's title, introduction and contents.
 */
export function LegalPageLayout({
  heading,
  sections,
  children,
}: {
  /** The page's own texts, from its namespace. */
  heading: { title: string; intro: string; note: string; contents: string };
  /** The sections' ids and titles, for the contents. */
  sections: readonly { id: string; title: string }[];
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <header className="border-b border-slate-200 px-4 py-4 dark:border-slate-800">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-3">
          <Link
            to="/"
            aria-label={t('legal.home')}
            className="flex items-center gap-2 text-xl font-bold text-indigo-700 dark:text-indigo-300"
          >
            <Brain className="h-7 w-7" aria-hidden="true" /> QuizArena
          </Link>
          <LanguageSelect className="flex items-center gap-2" />
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto max-w-3xl space-y-8 px-4 py-8 focus:outline-none"
      >
        <div className="space-y-2">
          <h1 className="text-3xl font-bold">{heading.title}</h1>
          <p>{heading.intro}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{heading.note}</p>
        </div>
        <nav aria-label={heading.contents}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={LEGAL_LINK}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {children}
        <p className="border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
          <Link to="/privacy" className={LEGAL_LINK}>
            {t('legal.privacy')}
          </Link>
          {' · '}
          <Link to="/terms" className={LEGAL_LINK}>
            {t('legal.terms')}
          </Link>
        </p>
      </main>
    </div>
  );
}
