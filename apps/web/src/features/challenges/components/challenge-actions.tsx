import type { Challenge } from '@quizarena/contracts';
import { Check, Play, Swords, Trophy, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import type { ChallengeCommand } from '../api/challenges';
import { useChallengeAction } from '../hooks/use-challenge-action';
import { actionsFor, challengePath, gamePath } from '../utils/challenge-view';
import { LINK_BUTTON_CLASSES } from './card';

/** The actions that ask the server, as buttons. */
const BUTTONS: Record<ChallengeCommand, { variant: 'primary' | 'secondary'; icon?: LucideIcon }> = {
  accept: { variant: 'primary', icon: Check },
  decline: { variant: 'secondary', icon: X },
  cancel: { variant: 'secondary' },
  play: { variant: 'primary', icon: Play },
};

/**
 * The buttons that apply to the caller: Accept Challenge and Decline for a friend yet to answer,
 * Cancel for the challenger before anyone played, Play now for an async turn, Join game while a
 * realtime game runs, View results once completed (`showResults`: where they are not shown).
 * `describedBy` names the challenge, so a list of Accept buttons is not ambiguous.
 */
export function ChallengeActions({
  challenge,
  me,
  describedBy,
  showResults = true,
}: {
  challenge: Challenge;
  me: string;
  describedBy?: string;
  showResults?: boolean;
}) {
  const { t } = useTranslation('challenges');
  const { run, pending } = useChallengeAction(challenge);
  const actions = actionsFor(challenge, me).filter((action) => showResults || action !== 'results');
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.map((action) => {
        if (action === 'join' || action === 'results') {
          const Icon = action === 'join' ? Swords : Trophy;
          return (
            <Link
              key={action}
              to={action === 'join' ? gamePath(challenge.game_id!) : challengePath(challenge.id)}
              aria-describedby={describedBy}
              className={LINK_BUTTON_CLASSES}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(`actions.${action}`)}
            </Link>
          );
        }
        const { variant, icon: Icon } = BUTTONS[action];
        return (
          <Button
            key={action}
            variant={variant}
            aria-describedby={describedBy}
            disabled={pending !== null}
            onClick={() => run(action)}
          >
            {Icon ? <Icon className="h-4 w-4" aria-hidden="true" /> : null}
            {pending === 'play' && action === 'play'
              ? t('actions.starting')
              : t(`actions.${action}`)}
          </Button>
        );
      })}
    </div>
  );
}
