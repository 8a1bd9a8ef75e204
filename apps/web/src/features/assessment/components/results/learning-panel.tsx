import type { AssessmentResults } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/list-states';
import { LearningStyleCard } from '../learning-style-card';

/** Learning Style: each recommendation with its evidence note. */
export function LearningPanel({ results }: { results: AssessmentResults }) {
  const { t } = useTranslation('assessment');
  if (results.learning_recommendations.length === 0)
    return (
      <EmptyState>
        <p>{t('learning.none')}</p>
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      {results.learning_recommendations.map((recommendation) => (
        <LearningStyleCard
          key={recommendation.style}
          recommendation={recommendation}
          headingLevel={2}
        />
      ))}
    </div>
  );
}
