/** The quiz's keyboard focus ring, for controls whose own styles have none. */
export const FOCUS_RING =
  'focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-slate-900';
