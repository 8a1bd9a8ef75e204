import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/auth';
import type { LobbySources } from '../../features/games';
import { GameLobbyPage, MultiplayerGamePage } from '../../features/games/pages';
import { getLeaderboard } from '../../features/leaderboard';
import { QuickMatchPanel } from '../../features/matchmaking';
import { EmbeddedThread } from '../../features/messages';
import { RATINGS_KEY, RatingBoard } from '../../features/ratings';
import { REVIEW_KEY } from '../../features/review';
import { SCORING_QUERY_ROOTS } from '../../features/scoring';
import { GroupChatAside } from '../../features/study-groups';
import { TournamentBrowser } from '../../features/tournaments';
import { categoryChoices, topicChoices } from './content-choices';

// The tournaments' routes load through this module (app/routes.tsx says why).
export {
  CreateTournamentRoute,
  TournamentLiveRoute,
  TournamentRoute,
  TournamentsRoute,
} from './tournament-pages';

/** How many of the global board's players the lobby's Leaderboard tab shows. */
const TOP_PLAYERS = 10;

/**
 * The lobby's reads of other features: every active category, a category's topics in every
 * language, and the global all-time board. Keys sit under each feature's own root, so their
 * invalidations (a finished quiz refreshes 'scoring') reach these too.
 */
const LOBBY_SOURCES: LobbySources = {
  categories: categoryChoices('game-lobby'),
  topics: topicChoices('game-lobby'),
  topPlayers: {
    queryKey: ['scoring', 'leaderboard', 'game-lobby'],
    queryFn: async ({ signal }) =>
      (
        await getLeaderboard({ timeframe: 'all_time', scope: 'global', limit: TOP_PLAYERS }, signal)
      ).entries.map((entry) => ({
        user_id: entry.user_id,
        rank: entry.rank,
        name: entry.name,
        avatar_url: entry.avatar_url,
        points: entry.points,
        is_current_user: entry.is_current_user,
      })),
  },
};

/**
 * /game/lobby, with the reads it borrows from the content and leaderboard features, the
 * matchmaking feature's Quick Match panel (which reads the same categories, one request), and
 * the tournaments feature's list on the Tournaments tab.
 */
export function GameLobbyRoute() {
  const { user } = useAuth();
  return (
    <GameLobbyPage
      sources={LOBBY_SOURCES}
      quickMatch={
        user ? <QuickMatchPanel userId={user.id} categories={LOBBY_SOURCES.categories} /> : null
      }
      ratingBoard={<RatingBoard categories={LOBBY_SOURCES.categories} />}
      tournaments={<TournamentBrowser compact sources={{ categories: LOBBY_SOURCES.categories }} />}
    />
  );
}

/**
 * /game/multiplayer/:gameId for the signed-in player, whose id the game needs for their inbox.
 * When a game ends, the reads it changed (points and boards, a rated game's ratings, review
 * memories) are read again on their next showing.
 */
export function MultiplayerGameRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () => {
    // A live game's answers move the players' review memories too.
    for (const root of [...SCORING_QUERY_ROOTS, RATINGS_KEY, REVIEW_KEY])
      void queryClient.invalidateQueries({ queryKey: root });
  };
  // A study session's game comes with its group (`?group=`), whose chat sits beside it.
  const [search] = useSearchParams();
  const groupId = search.get('group');
  if (!user) return null;
  const aside = groupId ? (
    <GroupChatAside
      groupId={groupId}
      chat={(conversationId) => <EmbeddedThread conversationId={conversationId} me={user.id} />}
    />
  ) : undefined;
  return <MultiplayerGamePage userId={user.id} onGameEnded={refresh} aside={aside} />;
}
