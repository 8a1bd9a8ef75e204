import type { CareerRecommendation } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/list-states';
import { CareerCard } from '../career-card';
import { OnetAttribution } from '../onet-attribution';

/** Career Paths: the recommended occupations with their outlook, where a source gives one. */
export function CareerPaths({ recommendations }: { recommendations: CareerRecommendation[] }) {
  const { t } = useTranslation('career');
  return (
    <section aria-labelledby="career-paths" className="space-y-3">
      <h2 id="career-paths" className="text-xl font-semibold">
        {t('paths.title')}
      </h2>
      {recommendations.length > 0 ? (
        <>
          {recommendations.map((career) => (
            <CareerCard
              key={career.id}
              career={career}
              extra={[
                ...(career.growth_outlook
                  ? [{ label: t('paths.outlook'), value: career.growth_outlook }]
                  : []),
                ...(career.remote_friendly !== null
                  ? [
                      {
                        label: t('paths.remote'),
                        value: career.remote_friendly ? t('paths.remoteYes') : t('paths.remoteNo'),
                      },
                    ]
                  : []),
              ]}
            />
          ))}
          <OnetAttribution />
        </>
      ) : (
        <EmptyState>
          <p>{t('paths.none')}</p>
        </EmptyState>
      )}
    </section>
  );
}
