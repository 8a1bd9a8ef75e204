import { neutralName } from '@quizarena/contracts';
import type { Db } from '../../db/client';
import * as repo from './games.repo';

/** The games named by their host, whose name a player may report: rooms and hosted games. */
const NAMED_KINDS = new Set(['room', 'hosted']);

/** A room as a report of its name reads it: its name, host and status. */
export async function reportableRoom(db: Db, gameId: string) {
  const game = await repo.findGame(db, gameId);
  if (!game || !NAMED_KINDS.has(game.kind)) return undefined;
  return { id: game.id, name: game.name, hostId: game.hostId, status: game.status };
}

/** A reported room as the moderation queue shows it now (the same fields). */
export const roomForModeration = reportableRoom;

/**
 * A moderator removes a room's reported name, in `tx` (the decision's transaction): it takes
 * the neutral name. Players read the name from the room's row, so nothing else needs telling.
 */
export async function resetRoomName(
  tx: Db,
  gameId: string,
): Promise<{ renamed: false } | { renamed: true; name: string }> {
  const game = await repo.lockGame(tx, gameId);
  if (!game || !NAMED_KINDS.has(game.kind)) return { renamed: false };
  const name = neutralName('room', gameId);
  await repo.updateGame(tx, gameId, { name });
  return { renamed: true, name };
}
