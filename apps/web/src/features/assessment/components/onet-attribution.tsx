import { useTranslation } from 'react-i18next';

/** The O*NET licence's attribution, wherever occupations are shown (CC BY 4.0 asks for it). */
export function OnetAttribution() {
  const { t } = useTranslation('assessment');
  return <p className="text-xs text-slate-600 dark:text-slate-400">{t('onetAttribution')}</p>;
}
