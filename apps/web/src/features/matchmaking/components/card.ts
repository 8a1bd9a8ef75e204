/** The look of the feature's panels, as the lobby's cards. */
export const CARD_CLASSES =
  'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900';
