import type { AssessmentHistoryEntry, AssessmentResults } from '@quizarena/contracts';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { isMissing, useHistory, useResults } from '../api/queries';
import { CareersPanel } from '../components/results/careers-panel';
import { ExportControls } from '../components/results/export-controls';
import { LearningPanel } from '../components/results/learning-panel';
import { OverviewPanel } from '../components/results/overview-panel';
import { ResultsHeader } from '../components/results/results-header';
import { ShareControls } from '../components/results/share-controls';
import { TraitsPanel } from '../components/results/traits-panel';
import { PRIMARY_LINK, SECONDARY_LINK } from '../components/styles';

type PanelProps = { results: AssessmentResults; history: AssessmentHistoryEntry[] };

/** The page's tabs, in order; each label is `results.tabs.<id>` in the catalogue. */
const TABS = {
  overview: ({ results }: PanelProps) => <OverviewPanel results={results} />,
  traits: ({ results, history }: PanelProps) => <TraitsPanel results={results} history={history} />,
  careers: ({ results }: PanelProps) => <CareersPanel results={results} />,
  learning: ({ results }: PanelProps) => <LearningPanel results={results} />,
} as const;
type ResultsTab = keyof typeof TABS;
const TAB_IDS = Object.keys(TABS) as ResultsTab[];

function NotFound() {
  const { t } = useTranslation('assessment');
  return (
    <div className="mx-auto max-w-lg space-y-4 py-12 text-center">
      <SearchX className="mx-auto h-12 w-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('results.notFound')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('results.notFoundText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/psychometric/assessment" className={PRIMARY_LINK}>
          {t('results.take')}
        </Link>
        <Link to="/career" className={SECONDARY_LINK}>
          {t('footer.back')}
        </Link>
      </div>
    </div>
  );
}

function Footer() {
  const { t } = useTranslation('assessment');
  return (
    <nav
      aria-label={t('footer.label')}
      className="flex flex-wrap gap-3 border-t border-slate-200 pt-6 print:hidden dark:border-slate-800"
    >
      <Link to="/career" className={SECONDARY_LINK}>
        {t('footer.back')}
      </Link>
      <Link to="/career?tab=learning" className={PRIMARY_LINK}>
        {t('footer.plan')}
      </Link>
      <Link to="/career?tab=careers" className={SECONDARY_LINK}>
        {t('footer.explore')}
      </Link>
    </nav>
  );
}

/** Every tab's content on one page, for printing (the page's controls do not print). */
function PrintableResults({
  results,
  onClose,
}: {
  results: AssessmentResults;
  onClose: () => void;
}) {
  const { t } = useTranslation('assessment');
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => window.print()}>{t('export.print')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('export.back')}
        </Button>
      </div>
      <ResultsHeader results={results} />
      <OverviewPanel results={results} />
      <TraitsPanel results={results} history={[]} />
      <CareersPanel results={results} />
      <LearningPanel results={results} />
    </div>
  );
}

/** /psychometric/results/:assessmentId?: one result (the newest without an id), in four tabs. */
export function ResultsPage() {
  const { t } = useTranslation('assessment');
  const { assessmentId } = useParams();
  const results = useResults(assessmentId ?? null);
  const history = useHistory();
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`results.tabs.${id}`) }));
  const [tab, setTab] = useTabParam<ResultsTab>(tabs, 'overview');
  const [params, setParams] = useSearchParams();
  const printable = params.get('view') === 'print';
  const setPrintable = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('view', 'print');
        else next.delete('view');
        return next;
      },
      { replace: false },
    );

  if (results.isError) {
    if (isMissing(results.error)) return <NotFound />;
    return (
      <div className="mx-auto max-w-2xl space-y-4">
        <h1 className="text-2xl font-bold">{t('errors.resultsUnavailable')}</h1>
        <ListError
          error={results.error}
          fallback={t('errors.loadResults')}
          onRetry={() => void results.refetch()}
        />
      </div>
    );
  }
  if (!results.data) return <ListLoading label={t('results.loading')} />;
  const data = results.data;
  if (printable) return <PrintableResults results={data} onClose={() => setPrintable(false)} />;
  const Panel = TABS[tab];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <ResultsHeader
        results={data}
        actions={
          <div className="grid w-full gap-4 sm:w-auto sm:grid-cols-2">
            <ShareControls key={data.assessment_id} results={data} />
            <ExportControls results={data} onPrintable={() => setPrintable(true)} />
          </div>
        }
      />
      <Tabs label={t('results.tabsLabel')} tabs={tabs} value={tab} onChange={setTab}>
        <Panel results={data} history={history.data?.assessments ?? []} />
      </Tabs>
      <Footer />
    </div>
  );
}
