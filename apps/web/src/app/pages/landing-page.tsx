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
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { ThemeSwitch } from '../../features/theme';

const FEATURES = [
  {
    icon: Brain,
    title: 'Quizzes by category and topic',
    text: 'Practice, timed and competitive modes across science, history, programming and more.',
  },
  {
    icon: Swords,
    title: 'Multiplayer challenges',
    text: 'Challenge friends and play live rounds against other learners.',
  },
  {
    icon: Users,
    title: 'Study groups',
    text: 'Learn together, schedule sessions and keep each other on track.',
  },
  {
    icon: MessageSquare,
    title: 'Friend messaging',
    text: 'Chat with friends and send quiz challenges in a message.',
  },
  {
    icon: Award,
    title: 'Points, levels and achievements',
    text: 'Every answer earns points; climb levels and unlock achievements.',
  },
  {
    icon: Trophy,
    title: 'Leaderboards',
    text: 'See where you stand today, this week, this month and all time.',
  },
  {
    icon: Briefcase,
    title: 'Career recommendations',
    text: 'Career matches and a learning style from a Big Five personality assessment.',
  },
  {
    icon: BarChart3,
    title: 'Track your progress',
    text: 'Accuracy, streaks and skills by category, all in one place.',
  },
];

const STEPS = [
  { title: 'Choose a topic', text: 'Pick a category and topic that fits what you want to learn.' },
  { title: 'Play and challenge', text: 'Answer timed questions alone or against friends.' },
  { title: 'Track progress', text: 'Earn points, level up and watch your skills grow.' },
];

const LINK_CLASSES = 'font-medium text-indigo-700 underline dark:text-indigo-300';

/** The public marketing page. */
export function LandingPage() {
  return (
    <div className="min-h-screen">
      <SkipLink />
      {/* Wraps on narrow phones (390 px) rather than widening the page. */}
      <header className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <span className="flex items-center gap-2 text-xl font-bold text-indigo-700 dark:text-indigo-300">
          <Brain className="h-7 w-7" aria-hidden="true" /> QuizArena
        </span>
        <nav aria-label="Account" className="flex flex-wrap items-center justify-end gap-2">
          <ThemeSwitch />
          <Link
            to="/login"
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Sign In
          </Link>
          <Link
            to="/register"
            className="rounded-lg bg-indigo-600 px-3 py-2 text-sm font-semibold text-white hover:bg-indigo-700"
          >
            Get Started
          </Link>
        </nav>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        <section className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Learn by playing. Level up every day.
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            QuizArena turns learning into a game for students, professionals and educators: timed
            quizzes, friendly competition and progress you can see.
          </p>
          <div className="mt-8 flex justify-center gap-3">
            <Link
              to="/register"
              className="rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white hover:bg-indigo-700"
            >
              Get Started
            </Link>
            <Link
              to="/login"
              className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              Sign In
            </Link>
          </div>
        </section>
        <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="features-heading" className="text-center text-2xl font-bold">
            Everything you need to learn and compete
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li
                key={title}
                className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <Icon className="h-6 w-6 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="how-heading" className="mx-auto max-w-5xl px-4 py-12">
          <h2 id="how-heading" className="text-center text-2xl font-bold">
            How it works
          </h2>
          <ol className="mt-8 grid gap-4 sm:grid-cols-3">
            {STEPS.map((step, index) => (
              <li
                key={step.title}
                className="rounded-2xl border border-slate-200 bg-white p-5 text-center dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="mx-auto flex h-10 w-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <footer className="border-t border-slate-200 px-4 py-8 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
        <div className="mx-auto max-w-4xl space-y-2">
          <h2 className="font-semibold">About the questions</h2>
          <p>
            Trivia questions from the Open Trivia Database (
            <a className={LINK_CLASSES} href="https://opentdb.com">
              https://opentdb.com
            </a>
            ) by PIXELTAIL GAMES LLC and its contributors, licensed under CC BY-SA 4.0 (
            <a className={LINK_CLASSES} href="https://creativecommons.org/licenses/by-sa/4.0/">
              https://creativecommons.org/licenses/by-sa/4.0/
            </a>
            ). Modified: HTML entities decoded, answer options merged and reordered, categories
            remapped, duplicates removed.
          </p>
          <p>
            JavaScript questions and explanations by Lydia Hallie and contributors,{' '}
            <a className={LINK_CLASSES} href="https://github.com/lydiahallie/javascript-questions">
              https://github.com/lydiahallie/javascript-questions
            </a>{' '}
            (MIT License).
          </p>
          <p>
            Questions on React, Python, algorithms, SQL, data science, design and business were
            written for QuizArena, with explanations, and are shared under the same CC BY-SA 4.0
            licence.
          </p>
        </div>
      </footer>
    </div>
  );
}
