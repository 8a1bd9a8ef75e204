import type { GameRoom, PlayerResponse, RoomResult, UpdateRoomBody } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquare, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiRefusalText } from '../../../lib/api-error-text';
import { useRealtimeStatus } from '../../../lib/realtime';
import { gamesKeys } from '../api/keys';
import { endRoom, updateRoom } from '../api/rooms';
import {
  canAnswer,
  deadlineOf,
  standingsFor,
  type GameNotice,
  type GamePhase,
} from '../hooks/game-state';
import { useGameSound } from '../hooks/use-game-sound';
import { useLiveGame } from '../hooks/use-live-game';
import { secondsLeft, useServerClock } from '../hooks/use-server-clock';
import { ChatPanel } from './chat-panel';
import { CountdownOverlay } from './countdown-overlay';
import { GameHeader } from './game-header';
import { GameNotFound } from './game-not-found';
import { FinalPlaces } from './final-places';
import { GameResults } from './game-results';
import { MatchWaitingRoom } from './match-waiting-room';
import { PlayersPanel, SpectatorsPanel } from './players-panel';
import { QuestionPanel } from './question-panel';
import { WaitingRoom } from './waiting-room';
import { useGameSubject } from '../lib/use-game-subject';

const PHASE_OF_STATUS: Record<GameRoom['status'], GamePhase> = {
  waiting: 'waiting',
  starting: 'countdown',
  active: 'question',
  completed: 'finished',
};

/** A pressed-or-not button that shows or hides one of the side panels. */
function PanelToggle({
  icon: Icon,
  shown,
  onToggle,
  label,
}: {
  icon: LucideIcon;
  shown: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <Button variant="secondary" aria-pressed={shown} onClick={onToggle}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

type Viewer = { is_player: boolean; is_spectator: boolean; is_host: boolean };

/** The live game for a player or spectator of `room`: waiting room, play, and results. */
export function LiveGame({
  room,
  viewer,
  results = null,
  me,
  onEnded,
}: {
  room: GameRoom;
  viewer: Viewer;
  /** The settled places, once the game was played to its end. */
  results?: RoomResult[] | null;
  me: string;
  /** The game ended: what it paid and rated is now read again elsewhere (app/ says what). */
  onEnded?: () => void;
}) {
  const { t } = useTranslation('games');
  const subject = useGameSubject(room);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useRealtimeStatus();
  const sound = useGameSound();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [showChat, setShowChat] = useState(true);
  const [showSpectators, setShowSpectators] = useState(false);
  const roomKey = gamesKeys.room(room.id);
  // The players were seated together (a quick match, a challenge, a tournament's match): nobody
  // hosts, places are a result against the others (DECISIONS #25).
  const versus = room.kind === 'match' || room.kind === 'challenge' || room.kind === 'tournament';

  function onNotice(notice: GameNotice) {
    switch (notice.kind) {
      case 'correct':
        sound.play('correct');
        toast.success(t('play.correctToast', { points: notice.points }));
        return;
      case 'partial':
        sound.play('correct');
        toast.success(t('play.partialToast', { points: notice.points }));
        return;
      case 'incorrect':
        sound.play('incorrect');
        toast.error(t('play.incorrectToast'));
        return;
      case 'submit_failed':
        toast.error(t('play.submitFailed'));
        return;
      case 'power_up':
        toast.success(t('play.powerUpActivated', { name: t(`powerUps.${notice.type}`) }));
        return;
      case 'refused': {
        const known = t(`refusals.${notice.reason}` as 'refusals.unknown', {
          defaultValue: t('refusals.unknown'),
        });
        toast.error(t('play.commandRefused', { reason: known }));
        return;
      }
      case 'removed':
        toast.error(t('room.removed'));
        void queryClient.invalidateQueries({ queryKey: gamesKeys.rooms() });
        void navigate('/game/lobby');
        return;
      case 'countdown':
      case 'question':
        sound.play('start');
        void queryClient.invalidateQueries({ queryKey: roomKey });
        return;
      case 'roster':
        void queryClient.invalidateQueries({ queryKey: roomKey });
        return;
      case 'game_end':
        void queryClient.invalidateQueries({ queryKey: roomKey });
        onEnded?.();
        return;
    }
  }

  const { state, dispatch, send } = useLiveGame({
    gameId: room.id,
    me,
    enabled: true,
    seed: {
      phase: PHASE_OF_STATUS[room.status],
      hostId: room.host?.user_id ?? null,
      playing: viewer.is_player,
      total: room.total_questions,
    },
    onNotice,
    onCommandError: () => toast.error(t('play.commandRefused', { reason: t('refusals.unknown') })),
  });

  const timing = state.phase === 'question' || state.phase === 'countdown';
  const now = useServerClock(state.offsetMs, timing);
  const deadline = deadlineOf(state);
  const seconds = secondsLeft(deadline, now);
  const countdown = secondsLeft(state.countdownEndsAt, now);

  // At the deadline without an answer: say so and send the empty answer the server expects.
  const expired = state.phase === 'question' && deadline !== null && now >= deadline;
  const mustLetGo = expired && canAnswer(state);
  useEffect(() => {
    if (!mustLetGo || !state.question) return;
    dispatch({ type: 'time_up' });
    send({
      type: 'answer',
      questionId: state.question.id,
      answer: null,
      timeTaken: state.timeLimitMs / 1000,
    });
  }, [mustLetGo, state.question, state.timeLimitMs, dispatch, send]);

  const update = useMutation({
    mutationFn: (change: UpdateRoomBody) => updateRoom(room.id, change),
    onSuccess: (answer) => queryClient.setQueryData(roomKey, answer),
    onError: (error) => toast.error(apiRefusalText(error, t('room.updateFailed'))),
  });
  const end = useMutation({
    mutationFn: () => endRoom(room.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(roomKey, answer);
      void queryClient.invalidateQueries({ queryKey: gamesKeys.rooms() });
      void navigate('/game/lobby');
    },
    onError: (error) => toast.error(apiRefusalText(error, t('room.endFailed'))),
  });

  function leave() {
    send({ type: 'leave' });
    void queryClient.invalidateQueries({ queryKey: gamesKeys.rooms() });
    void navigate('/game/lobby');
  }

  /** Sends the chosen option, or (`response`) an answer of another type. */
  function submit(response?: PlayerResponse) {
    const question = state.question;
    if (!question || !(response ?? state.selected) || !canAnswer(state)) return;
    const servedAt = (state.questionEndsAt ?? now) - state.timeLimitMs;
    dispatch({ type: 'answer_sent' });
    const sent = send({
      type: 'answer',
      questionId: question.id,
      answer: response ? null : state.selected,
      ...(response ? { response } : {}),
      timeTaken: Math.max(0, (now - servedAt) / 1000),
    });
    if (!sent) dispatch({ type: 'answer_failed' });
  }

  async function copyInvite() {
    const link = `${window.location.origin}/game/multiplayer/${room.id}`;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('room.copied'));
    } catch {
      toast.error(t('room.copyFailed'));
    }
  }

  const hostId = state.hostId ?? room.host?.user_id ?? null;
  const isHost = hostId === me;
  const spectating = !state.playing && !viewer.is_player;
  const standings = standingsFor(room.players, hostId, state);
  const chat = (
    <ChatPanel
      messages={state.chat}
      me={me}
      enabled={room.chat_enabled}
      onSend={(message) => {
        const sent = send({ type: 'chat', message });
        if (!sent) toast.error(t('chat.failed'));
        return sent;
      }}
    />
  );

  // Opened again after its end (a reload, a link): the live frames are gone, the places stay.
  if (results && state.scoreboard.length === 0) {
    return (
      <FinalPlaces
        results={results}
        me={me}
        versus={versus}
        challenge={room.kind === 'challenge'}
      />
    );
  }
  const ended =
    state.phase === 'cancelled' ||
    (state.phase === 'finished' && state.scoreboard.length === 0) ||
    // The host ended the room before the start: the room's read says so even without a frame.
    (state.phase === 'waiting' && room.status === 'completed');
  if (ended) {
    return <GameNotFound ended />;
  }
  if (state.phase === 'finished') {
    return (
      <GameResults
        scoreboard={state.scoreboard}
        teamScores={state.teamScores}
        me={me}
        versus={versus}
        challenge={room.kind === 'challenge'}
      />
    );
  }
  const leaveDialog = (
    <ConfirmDialog
      open={confirmLeave}
      onOpenChange={setConfirmLeave}
      title={t('play.leaveTitle')}
      description={t('play.leaveConfirmText')}
      confirmLabel={t('play.leaveConfirm')}
      destructive
      onConfirm={leave}
    />
  );
  if (state.phase === 'waiting') {
    return (
      <div className="mx-auto grid max-w-6xl gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {versus ? (
            <MatchWaitingRoom
              room={room}
              me={me}
              offsetMs={state.offsetMs}
              startsBy={state.startsBy}
              onLeave={() => setConfirmLeave(true)}
            />
          ) : (
            <WaitingRoom
              room={room}
              me={me}
              hostId={hostId}
              isHost={isHost}
              spectating={spectating}
              updating={update.isPending}
              onStart={() => send({ type: 'start' })}
              onKick={(userId) => send({ type: 'kick', user_id: userId })}
              onUpdate={(change) => update.mutate(change)}
              onCopyInvite={() => void copyInvite()}
              onEnd={() => end.mutate()}
              onLeave={leave}
            />
          )}
        </div>
        <div className="space-y-4">
          {versus ? null : (
            <SpectatorsPanel count={room.spectator_count} allowed={room.spectators_allowed} />
          )}
          {chat}
        </div>
        {versus ? leaveDialog : null}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      {state.phase === 'countdown' ? <CountdownOverlay seconds={countdown} /> : null}
      <GameHeader
        index={state.index}
        total={state.total}
        subject={subject}
        seconds={seconds}
        timing={state.phase === 'question' && state.answer !== 'timed_out'}
        connected={status.state === 'connected'}
        soundOn={sound.enabled}
        onToggleSound={sound.toggle}
        onLeave={() => setConfirmLeave(true)}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {state.question ? (
            <QuestionPanel
              state={state}
              playersIn={standings.filter((line) => !line.eliminated && !line.left).length}
              powerUpsEnabled={room.power_ups_enabled}
              onSelect={(optionId) => dispatch({ type: 'select', optionId })}
              onSubmit={submit}
              onPause={isHost ? (pause) => send({ type: pause ? 'pause' : 'resume' }) : undefined}
              onPowerUp={(powerUp) => {
                if (!send({ type: 'power_up', power_up: powerUp })) {
                  toast.error(t('play.powerUpFailed'));
                }
              }}
            />
          ) : null}
          {spectating ? <p className="text-sm text-slate-600">{t('room.spectating')}</p> : null}
        </div>
        <aside className="space-y-4">
          <PlayersPanel standings={standings} me={me} teams={room.game_mode === 'team'} />
          <div className="flex flex-wrap gap-2">
            <PanelToggle
              icon={Users}
              shown={showSpectators}
              onToggle={() => setShowSpectators((shown) => !shown)}
              label={showSpectators ? t('panels.hideSpectators') : t('panels.showSpectators')}
            />
            <PanelToggle
              icon={MessageSquare}
              shown={showChat}
              onToggle={() => setShowChat((shown) => !shown)}
              label={showChat ? t('panels.hideChat') : t('panels.showChat')}
            />
          </div>
          {showSpectators ? (
            <SpectatorsPanel count={room.spectator_count} allowed={room.spectators_allowed} />
          ) : null}
          {showChat ? chat : null}
        </aside>
      </div>
      {leaveDialog}
    </div>
  );
}
