import { Brain } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { LanguageSelect } from '../../i18n';

/**
 * The frame of a page outside the shell (sign-in pages, an email's unsubscribe link): brand,
 * title, content, footer, and below them the choice of language, since a signed-out visitor has
 * no settings menu to choose it from.
 */
export function CardPage({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-10">
      <SkipLink />
      <div className="w-full max-w-md space-y-6">
        <Link
          to="/"
          className="flex items-center justify-center gap-2 text-xl font-bold text-indigo-700 dark:text-indigo-300"
        >
          <Brain className="h-7 w-7" aria-hidden="true" /> QuizArena
        </Link>
        <section
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="space-y-5 rounded-2xl focus:outline-none border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="space-y-1 text-center">
            <h1 className="text-2xl font-bold">{title}</h1>
            {subtitle ? (
              <p className="text-sm text-slate-600 dark:text-slate-300">{subtitle}</p>
            ) : null}
          </div>
          {children}
        </section>
        {footer ? (
          <div className="text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>
        ) : null}
        <LanguageSelect className="flex items-center justify-center" />
      </div>
    </main>
  );
}
