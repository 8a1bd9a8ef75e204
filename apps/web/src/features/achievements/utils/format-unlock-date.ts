/** The day an achievement was unlocked, in the reader's locale, e.g. 'Mar 4, 2026'. */
export function formatUnlockDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}
