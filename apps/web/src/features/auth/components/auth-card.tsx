import { Brain } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link';
import { LanguageSelect } from '../../../i18n';

/**
 * The frame of every sign-in page: brand, title, content, footer, and below them the choice of
 * language, since a signed-out visitor has no settings menu to choose it from.
 */
export function AuthCard({
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

/** An inline alert for form-level errors and notices. */
export function FormAlert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
}) {
  const styles = {
    error:
      'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
    info: 'border-indigo-200 bg-indigo-50 text-indigo-900 dark:border-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
    success:
      'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  };
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${styles[tone]}`}
    >
      {children}
    </div>
  );
}
