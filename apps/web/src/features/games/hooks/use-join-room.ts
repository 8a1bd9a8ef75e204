import type { GameRoom } from '@quizarena/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gamesKeys } from '../api/keys';
import { joinRoom, needsPassword, refusalReason } from '../api/rooms';

type Target = { room: Pick<GameRoom, 'id' | 'name'>; asSpectator: boolean };

/**
 * Taking a seat (or a spectator's place) in a room: on success the room's page; a refusal for
 * its password opens the password dialog (`asking`), any other refusal toasts why.
 */
export function useJoinRoom({ stay = false }: { stay?: boolean } = {}) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Target | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: ({ target, password }: { target: Target; password?: string }) =>
      joinRoom(target.room.id, {
        as_spectator: target.asSpectator,
        ...(password !== undefined ? { password } : {}),
      }),
    onSuccess: (answer, { target }) => {
      queryClient.setQueryData(gamesKeys.room(answer.room.id), answer);
      void queryClient.invalidateQueries({ queryKey: gamesKeys.rooms() });
      setAsking(null);
      setPasswordError(null);
      toast.success(t('join.joined'));
      if (!stay) void navigate(`/game/multiplayer/${target.room.id}`);
    },
    onError: (error, { target, password }) => {
      if (needsPassword(error)) {
        setAsking(target);
        setPasswordError(password !== undefined ? t('join.wrongPassword') : null);
        return;
      }
      const reason = refusalReason(error);
      toast.error(reason ? t('join.failedBecause', { reason }) : t('join.failed'));
    },
  });

  return {
    join: (room: Target['room'], asSpectator = false) =>
      mutation.mutate({ target: { room, asSpectator } }),
    joinWithPassword: (password: string) => {
      if (asking) mutation.mutate({ target: asking, password });
    },
    cancelPassword: () => {
      setAsking(null);
      setPasswordError(null);
    },
    /** The room whose password is asked for, if any. */
    asking: asking?.room ?? null,
    passwordError,
    pendingId: mutation.isPending ? (mutation.variables?.target.room.id ?? null) : null,
  };
}
