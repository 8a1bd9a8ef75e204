import clsx from 'clsx';

/**
 * A question's picture with the words that stand for it (its alt text, which the author had to
 * write), wherever a question is shown; nothing for a question without one. `large` on a shared
 * screen the class reads from afar.
 */
export function QuestionImage({
  question,
  large = false,
}: {
  question: { image_url?: string | null | undefined; image_alt?: string | null | undefined };
  large?: boolean;
}) {
  if (!question.image_url) return null;
  return (
    <img
      src={question.image_url}
      alt={question.image_alt ?? ''}
      loading="lazy"
      className={clsx(
        'mx-auto w-auto rounded-xl border border-slate-200 object-contain dark:border-slate-700',
        large ? 'max-h-[40vh]' : 'max-h-64',
      )}
    />
  );
}
