/** The tournament screens' cards, as the other features' cards. */
export const CARD_CLASSES =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
