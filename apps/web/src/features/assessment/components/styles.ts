import clsx from 'clsx';

const LINK_BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-slate-900';

/** A link that looks like the primary button (it navigates, so it stays a link). */
export const PRIMARY_LINK = clsx(LINK_BASE, 'bg-indigo-600 text-white hover:bg-indigo-700');

/** A link that looks like the secondary button. */
export const SECONDARY_LINK = clsx(
  LINK_BASE,
  'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
);

/** An inline text link. */
export const TEXT_LINK =
  'font-semibold text-indigo-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300';

/** A card on these pages. */
export const CARD =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
