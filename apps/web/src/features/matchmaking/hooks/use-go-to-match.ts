import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatList } from '../../../lib/format';
import { rememberJoined } from '../utils/joined-matches';
import type { Matched } from './use-match-search';

/** The live game's page, where a matched player plays. */
export const matchPath = (gameId: string) => `/game/multiplayer/${gameId}`;

/**
 * Takes the player to their matched game, naming who they play, and remembers it so a later read
 * of the same outcome does not send them back (see joined-matches). `replace` leaves a page
 * that would search again if Back returned to it.
 */
export function useGoToMatch({ replace }: { replace: boolean }): (state: Matched) => void {
  const { t } = useTranslation('matchmaking');
  const navigate = useNavigate();
  return useCallback(
    (state: Matched) => {
      rememberJoined(state.game_id);
      const names = state.opponents.map((opponent) => opponent.name);
      toast.success(
        names.length
          ? t('toasts.matchFound', { names: formatList(names, 'conjunction') })
          : t('panel.matchedTitle'),
        { id: `match-${state.game_id}` },
      );
      void navigate(matchPath(state.game_id), { replace });
    },
    [navigate, replace, t],
  );
}
