import type { Challenge } from '@quizarena/contracts';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChallengeBox } from '../utils/challenge-view';
import { CHALLENGES_PAGE_SIZE, getChallenge, getChallenges } from './challenges';
import { challengesKeys } from './keys';

/** One challenge, read again whenever an inbox event or an action touches challenges. */
export function useChallenge(id: string) {
  return useQuery({
    queryKey: challengesKeys.one(id),
    queryFn: ({ signal }) => getChallenge(id, signal),
  });
}

/** A box of the /challenges page, a page at a time ('Show more'). */
export function useChallengeBox(box: ChallengeBox) {
  return useInfiniteQuery({
    queryKey: challengesKeys.box(box),
    queryFn: ({ pageParam, signal }) => getChallenges(box, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const shown = pages.length * CHALLENGES_PAGE_SIZE;
      return shown < last.total ? shown : undefined;
    },
  });
}

/** An action's answer is the challenge as it now stands: show it, and read the boxes again. */
export function storeChallenge(queryClient: QueryClient, challenge: Challenge): void {
  queryClient.setQueryData(challengesKeys.one(challenge.id), challenge);
  void queryClient.invalidateQueries({ queryKey: challengesKeys.boxes() });
}

/** Something changed a challenge elsewhere (the inbox): read every challenge again. */
export function refreshChallenges(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: challengesKeys.all });
}
