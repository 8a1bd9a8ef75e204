import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { getHostedGame } from '../api/host-games';
import { hostGamesKeys } from '../api/keys';
import { HostScreen } from '../components/host-screen';
import { HostSetupForm } from '../components/host-setup-form';
import type { HostSources } from '../sources';

/**
 * /host: the setup form, then (with `?game=` in the address, so a reload finds it again) the
 * shared screen of that game.
 */
export function HostGamePage({ userId, sources }: { userId: string; sources: HostSources }) {
  const { t } = useTranslation(['hostGames', 'common']);
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const gameId = params.get('game');
  const game = useQuery({
    queryKey: hostGamesKeys.game(gameId ?? ''),
    queryFn: ({ signal }) => getHostedGame(gameId!, signal),
    enabled: gameId !== null,
    staleTime: Infinity,
  });

  if (!gameId) {
    return (
      <HostSetupForm
        sources={sources}
        onCreated={(created) => {
          queryClient.setQueryData(hostGamesKeys.game(created.game_id), created);
          setParams({ game: created.game_id });
        }}
      />
    );
  }
  if (game.isError) {
    return (
      <div className="space-y-4" role="alert">
        <p className="text-lg">{t('end.notFound')}</p>
        <Link to="/host" className="font-semibold text-indigo-700 underline dark:text-indigo-300">
          {t('end.newGame')}
        </Link>
      </div>
    );
  }
  if (!game.data) return <Spinner label={t('common:actions.loading')} />;
  return <HostScreen key={game.data.game_id} game={game.data} userId={userId} />;
}
