import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The selected tab, kept in the `tab` query so a link can open one (spec: /profile accepts a tab
 * query). An unknown or missing value selects `fallback`; choosing a tab replaces the history
 * entry, so Back leaves the page instead of stepping through tabs.
 */
export function useTabParam<K extends string>(
  tabs: readonly { id: K }[],
  fallback: K,
): [K, (tab: K) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((candidate) => candidate.id === asked)?.id ?? fallback;
  const select = useCallback(
    (next: K) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, select];
}
