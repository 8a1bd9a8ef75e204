/** A centred spinner with a visible, announced label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
    >
      <span
        className="h-8 w-8 rounded-full border-4 border-indigo-200 border-t-indigo-600 motion-safe:animate-spin"
        aria-hidden="true"
      />
      <span>{label}</span>
    </div>
  );
}
