import type { Tournament } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListError, ListLoading } from '../../../components/ui/list-states';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { useTournament } from '../api/queries';
import { BracketsPanel } from '../components/brackets-panel';
import { FinalResults } from '../components/final-results';
import { OverviewPanel } from '../components/overview-panel';
import { ParticipantsPanel } from '../components/participants-panel';
import { RulesPanel } from '../components/rules-panel';
import { TournamentActions } from '../components/tournament-actions';
import { TournamentHeader } from '../components/tournament-header';
import { isMissing, TournamentNotFound } from '../components/tournament-not-found';
import { useTournamentUpdates } from '../hooks/use-tournament-updates';

type PanelProps = { tournament: Tournament; me: string };

/**
 * The page's tabs, in order: one more is one more entry here (its id, and its panel), with its
 * label under `detail.tabs` in the catalogue.
 */
const TABS = {
  overview: ({ tournament }: PanelProps) => <OverviewPanel tournament={tournament} />,
  participants: ({ tournament }: PanelProps) => <ParticipantsPanel tournament={tournament} />,
  brackets: ({ tournament, me }: PanelProps) => <BracketsPanel tournament={tournament} me={me} />,
  rules: ({ tournament }: PanelProps) => <RulesPanel tournament={tournament} />,
} as const;
type TournamentTab = keyof typeof TABS;
const TAB_IDS = Object.keys(TABS) as TournamentTab[];

/**
 * /tournament/:tournamentId: the spec's Tournament screen, kept live by the bracket channel.
 * `me` is the signed-in player (their matches stand out in the bracket) and `points` their
 * balance as the app knows it (a fee above it is refused without asking the server).
 */
export function TournamentPage({ me, points }: { me: string; points: number }) {
  const { t } = useTranslation('tournaments');
  const { tournamentId = '' } = useParams();
  const tournament = useTournament(tournamentId);
  useTournamentUpdates(tournament.data ? tournament.data.id : null);
  const tabs = TAB_IDS.map((id) => ({ id, label: t(`detail.tabs.${id}`) }));
  const [tab, setTab] = useTabParam<TournamentTab>(tabs, 'overview');

  if (tournament.isError) {
    if (isMissing(tournament.error)) return <TournamentNotFound />;
    return (
      <ListError
        error={tournament.error}
        fallback={t('detail.loadFailed')}
        onRetry={() => void tournament.refetch()}
      />
    );
  }
  if (!tournament.data) return <ListLoading label={t('detail.loading')} />;
  const data = tournament.data;
  const Panel = TABS[tab];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to="/tournaments"
        className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300"
      >
        {t('detail.back')}
      </Link>
      <TournamentHeader
        tournament={data}
        actions={<TournamentActions tournament={data} points={points} />}
      />
      {data.status === 'completed' ? <FinalResults tournament={data} /> : null}
      <Tabs label={t('detail.tabsLabel')} tabs={tabs} value={tab} onChange={setTab}>
        <Panel tournament={data} me={me} />
      </Tabs>
    </div>
  );
}
