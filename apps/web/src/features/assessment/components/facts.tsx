import clsx from 'clsx';

export type Fact = { label: string; value: string };

/** Figures as terms and their values, in a grid. */
export function Facts({ items, className }: { items: Fact[]; className?: string }) {
  return (
    <dl className={clsx('grid gap-3', className)}>
      {items.map((fact) => (
        <div key={fact.label}>
          <dt className="text-sm text-slate-600 dark:text-slate-300">{fact.label}</dt>
          <dd className="font-semibold">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
