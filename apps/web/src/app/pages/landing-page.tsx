import {
  Award,
  BarChart3,
  Brain,
  Briefcase,
  MessageSquare,
  Swords,
  Trophy,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { ThemeSwitch } from '../../features/theme';
import { LanguageSelect } from '../../i18n/language-select';
import { withElements } from '../../i18n/with-elements';

// Keys under `landing:features` and `landing:steps`; the icons stay here.
const FEATURES = [
  { icon: Brain, key: 'quizzes' },
  { icon: Swords, key: 'multiplayer' },
  { icon: Users, key: 'studyGroups' },
  { icon: MessageSquare, key: 'messaging' },
  { icon: Award, key: 'points' },
  { icon: Trophy, key: 'leaderboards' },
  { icon: Briefcase, key: 'career' },
  { icon: BarChart3, key: 'progress' },
] as const;

const STEPS = ['topic', 'play', 'track'] as const;

/** The credited sources, shown as their own addresses. */
const SOURCES = {
  openTrivia: 'https://opentdb.com',
  licence: 'https://creativecommons.org/licenses/by-sa/4.0/',
  repository: 'https://github.com/lydiahallie/javascript-questions',
};

const LINK_CLASSES = 'font-medium text-indigo-700 underline dark:text-indigo-300';

/** The public marketing page. */
export function LandingPage() {
  const { t } = useTranslation('landing');
  const source = (address: string) => (
    <a className={LINK_CLASSES} href={address}>
      {address}
    </a>
  );
  return (
    <div className="min-h-screen">
      <SkipLink />
      {/* Wraps on narrow phones (390 px) rather than widening the page. */}
      <header className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <span className="flex items-center gap-2 text-xl font-bold text-indigo-700 dark:text-indigo-300">
          <Brain className="h-7 w-7" aria-hidden="true" /> QuizArena
        </span>
        <nav aria-label={t('accountNav')} className="flex flex-wrap items-center justify-end gap-2">
          <LanguageSelect className="flex items-center" />
          <ThemeSwitch />
          <Link
            to="/login"
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t('signIn')}
          </Link>
          <Link
            to="/register"
            className="rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
          >
            {t('getStarted')}
          </Link>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        <section className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            {t('hero.text')}
          </p>
          <div className="mt-8 flex justify-center gap-3">
            <Link
              to="/register"
              className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700"
            >
              {t('getStarted')}
            </Link>
            <Link
              to="/login"
              className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              {t('signIn')}
            </Link>
          </div>
        </section>
        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="features-heading" className="text-center text-2xl font-bold">
            {t('features.heading')}
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, key }) => (
              <li
                key={key}
                className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <Icon className="h-6 w-6 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{t(`features.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t(`features.${key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="how-heading" className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="how-heading" className="text-center text-2xl font-bold">
            {t('steps.heading')}
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-3">
            {STEPS.map((step, index) => (
              <li
                key={step}
                className="rounded-2xl border border-slate-200 bg-white p-5 text-center dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="mx-auto flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold">{t(`steps.${step}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t(`steps.${step}.text`)}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <footer className="border-t border-slate-200 px-4 py-8 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        <div className="mx-auto max-w-4xl space-y-2">
          <h2 className="font-semibold">{t('credits.heading')}</h2>
          <p>
            {withElements(t('credits.openTrivia'), {
              openTriviaLink: source(SOURCES.openTrivia),
              licenceLink: source(SOURCES.licence),
            })}
          </p>
          <p>
            {withElements(t('credits.javascript'), {
              repositoryLink: source(SOURCES.repository),
            })}
          </p>
          <p>{t('credits.original')}</p>
          <p>
            <Link to="/privacy" className="font-medium underline">
              {t('privacyLink')}
            </Link>
          </p>
          <p>
            <Link to="/terms" className="font-medium underline">
              {t('termsLink')}
            </Link>
          </p>
        </div>
      </footer>
    </div>
  );
}
