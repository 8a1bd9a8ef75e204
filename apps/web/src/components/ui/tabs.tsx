import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<K extends string> = { id: K; label: string };

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move the selection and the
 * focus; only the selected tab is in the Tab order. The caller owns the value (a page keeps it in
 * the URL) and renders only the selected panel as `children`, so an unseen tab loads nothing.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  panelClassName = 'pt-6',
}: {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem<K>[];
  value: K;
  onChange: (value: K) => void;
  children: ReactNode;
  /** The panel's space below the tab list (a compact panel, such as the bell's, uses less). */
  panelClassName?: string;
}) {
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: K) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(tabs[next]!.id);
    buttons.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {tabs.map((tab, index) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              // Only the selected tab's panel exists, so only it may point at one.
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={clsx(
                '-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-500 motion-safe:transition-colors',
                selected
                  ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className={clsx(panelClassName, 'focus-visible:outline-2 focus-visible:outline-indigo-500')}
      >
        {children}
      </div>
    </div>
  );
}
