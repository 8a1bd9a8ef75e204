import { formatNumber } from '../../../../lib/format';

const RADIUS = 28;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const TRACK = 'stroke-slate-200 dark:stroke-slate-800';
const FILL = 'stroke-indigo-600 dark:stroke-indigo-400';

/** A ring filled to `score` of 100 with the rounded score inside; the figures are also text beside it. */
export function TraitRing({ score }: { score: number }) {
  const filled = Math.min(100, Math.max(0, score)) / 100;
  return (
    <div aria-hidden="true" className="relative h-20 w-20 shrink-0">
      <svg viewBox="0 0 64 64" className="h-20 w-20 -rotate-90">
        {[
          { className: TRACK, offset: 0 },
          { className: FILL, offset: CIRCUMFERENCE * (1 - filled) },
        ].map((ring) => (
          <circle
            key={ring.className}
            cx={32}
            cy={32}
            r={RADIUS}
            fill="none"
            strokeWidth={6}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={ring.offset}
            className={ring.className}
          />
        ))}
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-lg font-bold">
        {formatNumber(Math.round(score))}
      </span>
    </div>
  );
}
