import type { AssessmentResults } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/list-states';
import { CareerCard } from '../career-card';
import { OnetAttribution } from '../onet-attribution';

/** Career Matches: the suggested occupations, best first, with O*NET's attribution. */
export function CareersPanel({ results }: { results: AssessmentResults }) {
  const { t } = useTranslation('assessment');
  if (results.career_suggestions.length === 0)
    return (
      <EmptyState>
        <p>{t('careers.none')}</p>
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      {results.career_suggestions.map((career) => (
        <CareerCard key={career.code} career={career} headingLevel={2} />
      ))}
      <OnetAttribution />
    </div>
  );
}
