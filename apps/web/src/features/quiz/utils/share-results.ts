export type ShareData = { title: string; text: string; url: string };
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares through the system share sheet when the browser has one, else copies the link. A
 * cancelled share sheet is not a failure; any other share error falls back to copying. Throws
 * when neither works (no clipboard access, permission refused).
 */
export async function shareResults(data: ShareData): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(data.url);
  return 'copied';
}
