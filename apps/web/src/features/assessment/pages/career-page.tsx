import type { CareerAssessment } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ListLoading } from '../../../components/ui/list-states';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { useCareerData } from '../api/queries';
import { CareerOverview } from '../components/career/career-overview';
import { CareerPaths } from '../components/career/career-paths';
import { LearningPlanPanel } from '../components/career/learning-plan-panel';
import { RetakeHint } from '../components/career/retake-hint';
import { SkillsPanel } from '../components/career/skills-panel';
import { TakeAssessmentInvite } from '../components/career/take-assessment-invite';
import { TraitBars } from '../components/career/trait-bars';

const TAB_IDS = ['overview', 'personality', 'careers', 'skills', 'learning'] as const;
type CareerTab = (typeof TAB_IDS)[number];

/** 'Failed to load career data. Please try again.' with a reload of what failed. */
function CareerLoadError({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('career');
  return (
    <div
      role="alert"
      className="space-y-4 rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
    >
      <p className="font-semibold text-red-800 dark:text-red-200">{t('loadFailed')}</p>
      <Button onClick={onReload}>{t('reload')}</Button>
    </div>
  );
}

/**
 * /career: what the newest assessment and the player's quizzes say about careers, in five tabs
 * (chosen by `?tab=`). Without an assessment the personality parts invite the player to take it;
 * the skills their quizzes show and a learning plan may still be there.
 */
export function CareerPage() {
  const { t } = useTranslation('career');
  const { profile, results, recommendations } = useCareerData();
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`tabs.${id}`) }));
  const [tab, setTab] = useTabParam<CareerTab>(tabs, 'overview');
  const reads = [profile, results, recommendations];

  let body;
  if (reads.some((read) => read.isError)) {
    body = (
      <CareerLoadError
        onReload={() => reads.filter((read) => read.isError).forEach((read) => void read.refetch())}
      />
    );
  } else if (results.data === undefined || !recommendations.data) {
    body = <ListLoading label={t('loading')} />;
  } else {
    const assessment: CareerAssessment | null = results.data;
    const data = recommendations.data;
    const needsAssessment = <TakeAssessmentInvite />;
    body = (
      <>
        {assessment ? <RetakeHint /> : null}
        <Tabs label={t('tabsLabel')} tabs={tabs} value={tab} onChange={setTab}>
          {tab === 'overview' ? (
            assessment ? (
              <CareerOverview assessment={assessment} recommendations={data.recommendations} />
            ) : (
              needsAssessment
            )
          ) : tab === 'personality' ? (
            assessment ? (
              <TraitBars assessment={assessment} />
            ) : (
              needsAssessment
            )
          ) : tab === 'careers' ? (
            assessment ? (
              <CareerPaths recommendations={data.recommendations} />
            ) : (
              needsAssessment
            )
          ) : tab === 'skills' ? (
            <SkillsPanel skills={data.skills} recommendations={data.recommendations} />
          ) : (
            <LearningPlanPanel
              plan={data.learning_plan}
              style={data.learning_style}
              assigned={data.assigned_path}
            />
          )}
        </Tabs>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {profile.data ? t('greeting', { name: profile.data.full_name }) : t('subtitle')}
        </p>
      </header>
      {body}
    </div>
  );
}
