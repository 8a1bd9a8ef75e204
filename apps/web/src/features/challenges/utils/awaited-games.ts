import { useEffect } from 'react';

// Challenges whose live game the caller is already on the way to, so the inbox's 'started' event
// does not also toast 'Join game' for them: the challenger waiting on the challenge's page (it
// takes them there itself) and a friend whose Accept answered with the game.
const watching = new Map<string, number>();
const joining = new Set<string>();

/** While mounted, the challenger waits here for `challengeId`'s game (null: for none). */
export function useWaitForStart(challengeId: string | null): void {
  useEffect(() => {
    if (!challengeId) return;
    watching.set(challengeId, (watching.get(challengeId) ?? 0) + 1);
    return () => {
      const left = (watching.get(challengeId) ?? 1) - 1;
      if (left > 0) watching.set(challengeId, left);
      else watching.delete(challengeId);
    };
  }, [challengeId]);
}

/** Someone on screen waits for this challenge's game to start. */
export const isWaitedFor = (challengeId: string) => watching.has(challengeId);

/** The caller accepted: their Accept's answer takes them to the game. */
export function markJoining(challengeId: string): void {
  joining.add(challengeId);
}

export const isJoining = (challengeId: string) => joining.has(challengeId);

/** Forgets the accepted challenges (another account signs in; tests). Screens unwatch themselves. */
export function forgetJoining(): void {
  joining.clear();
}
