import { useTranslation } from 'react-i18next';

/** The full-screen count before the first question: the number, then 'GO!'. */
export function CountdownOverlay({ seconds }: { seconds: number }) {
  const { t } = useTranslation('games');
  const text = seconds > 0 ? String(seconds) : t('countdown.go');
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('countdown.label')}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-indigo-950/90 text-white"
    >
      <p className="text-lg font-semibold">{t('countdown.label')}</p>
      <p
        key={text}
        className="text-8xl font-black motion-safe:animate-pulse sm:text-9xl"
        aria-live="assertive"
      >
        {text}
      </p>
    </div>
  );
}
