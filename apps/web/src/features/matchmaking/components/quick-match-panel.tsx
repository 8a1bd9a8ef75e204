import { MATCHMAKING_RULES } from '@quizarena/contracts';
import { useQuery } from '@tanstack/react-query';
import { Bot, RotateCcw, Search, X, Zap } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { alreadySearching, matchmakingUnavailable } from '../api/matchmaking';
import { useGoToMatch } from '../hooks/use-go-to-match';
import {
  useMatchSearch,
  type Arrival,
  type Matched,
  type Searching,
  type TimedOut,
} from '../hooks/use-match-search';
import type { DataSource, NamedItem } from '../sources';
import { alreadyJoined } from '../utils/joined-matches';
import { PRACTICE_BOT_STATE, practiceBotPath } from '../utils/practice-bot';
import { CARD_CLASSES } from './card';
import { ElapsedSeconds } from './elapsed-seconds';
import {
  DEFAULT_PREFERENCES,
  QuickMatchForm,
  useDifficultyLabel,
  type MatchPreferences,
} from './quick-match-form';

/** The search's choices, as a running or ended search reports them. */
const preferencesOf = (state: Searching | TimedOut): MatchPreferences => ({
  category: state.category_id,
  difficulty: state.difficulty,
  game_mode: state.game_mode,
});

/** While searching: what is searched for, the seconds counter, and Cancel. */
function SearchProgress({
  state,
  categories,
  cancelling,
  onCancel,
}: {
  state: Searching;
  categories: NamedItem[];
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['matchmaking', 'games']);
  const difficultyLabel = useDifficultyLabel();
  const category = categories.find((item) => item.id === state.category_id)?.name;
  return (
    <div className="space-y-3">
      <p role="status" className="flex items-center gap-2 font-semibold">
        <Search className="h-4 w-4 motion-safe:animate-pulse" aria-hidden="true" />
        {t('panel.searching')}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('panel.searchingFor', {
          subject: category ?? t('games:card.general'),
          mode: t(`games:modes.${state.game_mode}`),
          difficulty: difficultyLabel(state.difficulty),
        })}
      </p>
      <ElapsedSeconds since={state.queued_at} />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('panel.waitHint', { count: state.max_wait_time })}
      </p>
      <Button variant="secondary" disabled={cancelling} onClick={onCancel}>
        <X className="h-4 w-4" aria-hidden="true" />
        {cancelling ? t('panel.cancelling') : t('panel.cancel')}
      </Button>
    </div>
  );
}

/** The search ran out: the Practice Bot at the player's level, or another try. */
function BotOffer({
  state,
  busy,
  onPlayBot,
  onTryAgain,
}: {
  state: TimedOut;
  busy: boolean;
  onPlayBot: () => void;
  onTryAgain: () => void;
}) {
  const { t } = useTranslation('matchmaking');
  return (
    <div className="space-y-3" role="region" aria-labelledby="no-opponent-title">
      <h3 id="no-opponent-title" className="text-lg font-bold">
        {t('panel.noOpponentTitle')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {state.bot ? t('panel.noOpponentText') : t('panel.noOpponentNoBot')}
      </p>
      <div className="flex flex-wrap gap-2">
        {state.bot ? (
          <Button onClick={onPlayBot}>
            <Bot className="h-4 w-4" aria-hidden="true" />
            {t('panel.playBot')}
          </Button>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={onTryAgain}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('panel.tryAgain')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The lobby's Quick Match: choose a category ('General' for every one), a difficulty and a mode,
 * then Find Match searches for live opponents at the player's level. A match goes to its game; a
 * search that runs out offers the Practice Bot. A reload finds the search where it was.
 */
export function QuickMatchPanel({
  userId,
  categories: categoriesSource,
}: {
  userId: string;
  categories: DataSource<NamedItem[]>;
}) {
  const { t } = useTranslation('matchmaking');
  const navigate = useNavigate();
  const categories = useQuery(categoriesSource);
  const goToMatch = useGoToMatch({ replace: false });
  const [preferences, setPreferences] = useState(DEFAULT_PREFERENCES);

  function onMatched(state: Matched, arrival: Arrival) {
    // A game this tab already went to (and came back from) is not offered again.
    if (arrival === 'restored' && alreadyJoined(state.game_id)) search.reset();
    else goToMatch(state);
  }

  function onTimedOut(state: TimedOut, arrival: Arrival) {
    if (arrival === 'live') {
      toast.error(t('toasts.failed'), { id: 'matchmaking-failed' });
    } else if (state.source !== 'quick_match') {
      // A competitive quiz's search went on to the Practice Bot by itself.
      search.reset();
      return;
    }
    setPreferences(preferencesOf(state));
  }

  const search = useMatchSearch({ userId, restore: true, onMatched, onTimedOut });
  const { state } = search;

  async function find(wanted: MatchPreferences) {
    try {
      await search.find({
        ...wanted,
        max_wait_time: MATCHMAKING_RULES.defaultMaxWaitSeconds,
        source: 'quick_match',
      });
    } catch (error) {
      if (alreadySearching(error)) {
        // Another tab (or the page before a reload) is searching: show that search.
        await search.adopt();
        return;
      }
      toast.error(t(matchmakingUnavailable(error) ? 'toasts.unavailable' : 'toasts.failed'), {
        id: 'matchmaking-failed',
      });
    }
  }

  async function cancel() {
    try {
      const next = await search.cancel();
      if (next.status === 'idle') toast.success(t('toasts.cancelled'));
    } catch (error) {
      toast.error(t(matchmakingUnavailable(error) ? 'toasts.unavailable' : 'toasts.cancelFailed'));
      await search.adopt();
    }
  }

  const list = categories.data ?? [];
  let body;
  if (state.status === 'searching') {
    body = (
      <SearchProgress
        state={state}
        categories={list}
        cancelling={search.pending === 'cancel'}
        onCancel={() => void cancel()}
      />
    );
  } else if (state.status === 'timed_out') {
    body = (
      <BotOffer
        state={state}
        busy={search.pending !== null}
        onPlayBot={() => {
          if (state.bot) void navigate(practiceBotPath(state.bot), { state: PRACTICE_BOT_STATE });
        }}
        onTryAgain={() => void find(preferencesOf(state))}
      />
    );
  } else if (state.status === 'matched') {
    body = <p role="status">{t('panel.joining')}</p>;
  } else {
    body = (
      <QuickMatchForm
        categories={list}
        value={preferences}
        onChange={setPreferences}
        onFind={() => void find(preferences)}
        busy={search.restoring || search.pending !== null}
      />
    );
  }

  return (
    <section className={`${CARD_CLASSES} space-y-4`} aria-labelledby="quick-match-title">
      <div>
        <h2 id="quick-match-title" className="flex items-center gap-2 text-xl font-bold">
          <Zap className="h-5 w-5 text-amber-500" aria-hidden="true" />
          {t('panel.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('panel.subtitle')}</p>
      </div>
      {body}
    </section>
  );
}
