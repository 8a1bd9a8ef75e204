import { RATING_RULES } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/**
 * 'Provisional' while a rating has fewer than ten games behind it. Screen readers hear the
 * reason in place of the word; a pointer shows it as the badge's title.
 */
export function ProvisionalBadge() {
  const { t } = useTranslation('ratings');
  const explained = t('provisional.explained', { count: RATING_RULES.provisionalGames });
  return (
    <span title={explained}>
      <Badge tone="amber">
        <span aria-hidden="true">{t('provisional.label')}</span>
        <span className="sr-only">{explained}</span>
      </Badge>
    </span>
  );
}
