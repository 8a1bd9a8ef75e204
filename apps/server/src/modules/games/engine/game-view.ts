import {
  POWER_UP_RULES,
  POWER_UPS,
  type DifficultyLevel,
  type GameView,
} from '@quizarena/contracts';
import {
  answeredCount,
  isIn,
  isPaused,
  playerLimitMs,
  removedOptionIds,
  roomLimitMs,
  scoreboard,
  teamScores,
  type GameState,
  revealOf,
} from './game-engine';

/**
 * The game as `viewerId` may see it at `at` (the `state` frame a player or spectator gets on
 * `sync`, after joining late or reconnecting). An open question shows no correct option and
 * no verdict; they appear once it closed, as the `question_closed` frame showed them.
 */
export function viewOf(state: GameState, viewerId: string | null, at: number): GameView {
  const question = state.index >= 0 ? state.questions[state.index] : undefined;
  const closed = state.phase === 'review' || state.phase === 'finished';
  const player = state.players.find((candidate) => candidate.userId === viewerId);
  const given = player && question ? player.answers[state.index] : undefined;
  return {
    game_id: state.id,
    phase: state.phase,
    host_id: state.hostId || null,
    mode: state.settings.mode,
    power_ups_enabled: state.settings.powerUpsEnabled,
    index: state.index,
    total: state.questions.length,
    phase_ends_at: state.phaseEndsAt,
    paused: isPaused(state),
    now: at,
    question: question
      ? {
          id: question.id,
          question_text: question.text,
          type: question.type,
          options: question.options.map((option) => ({ id: option.id, option_text: option.text })),
          difficulty: question.difficulty as DifficultyLevel,
          points: question.points,
          image_url: question.imageUrl ?? null,
          image_alt: question.imageAlt ?? null,
        }
      : null,
    time_limit_ms: roomLimitMs(state),
    reveal: question && closed ? revealOf(question) : null,
    answered: {
      answered: state.phase === 'question' ? answeredCount(state) : 0,
      of: state.players.filter(isIn).length,
    },
    scoreboard: scoreboard(state),
    team_scores: teamScores(state),
    you: player
      ? {
          answer: given
            ? {
                option_id: given.optionId,
                response: given.response,
                time_ms: given.timeMs,
                correct: closed ? given.correct : null,
                credit: closed ? given.credit : null,
                points: closed ? given.points + given.powerUpBonus : null,
              }
            : null,
          deadline:
            state.phase === 'question' && isIn(player)
              ? state.servedAt + playerLimitMs(state, player)
              : null,
          power_ups: POWER_UPS.map((type) => {
            const held = player.powerUps[type];
            const since = held.lastUsedOn === null ? null : state.index - held.lastUsedOn;
            const cooldown =
              since === null ? 0 : Math.max(0, POWER_UP_RULES[type].cooldownQuestions + 1 - since);
            return { type, uses_remaining: held.uses, cooldown };
          }),
          active_power_up: state.phase === 'question' ? player.activePowerUp : null,
          removed_option_ids:
            state.phase === 'question' && player.activePowerUp === 'fifty_fifty' && question
              ? removedOptionIds(question, player.userId)
              : [],
          eliminated: player.eliminatedAfter !== null,
          left: player.left,
        }
      : null,
  };
}
