import type { AssessmentAnswer } from '@quizarena/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { saveAnswers } from '../api/assessment';

/** Tries a failed save this many more times, waiting longer each time, before leaving it. */
const RETRIES = 2;
const RETRY_DELAY_MS = 1_000;

/**
 * Saves each answer as the player chooses it (PUT {id}/answers), so a reload resumes where
 * they were. One request at a time, in order, so an older choice never lands after a newer
 * one; answers chosen meanwhile go together in the next. A failed save is tried again, and an
 * answer that still could not be saved is not lost: the submission sends every answer anyway.
 */
export function useAnswerSaver(assessmentId: string | null): (answer: AssessmentAnswer) => void {
  const pending = useRef(new Map<string, number>());
  const running = useRef(false);
  const current = useRef(assessmentId);
  const mounted = useRef(true);

  useEffect(() => {
    current.current = assessmentId;
  }, [assessmentId]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const flush = useCallback(async () => {
    const id = current.current;
    if (running.current || !id) return;
    running.current = true;
    let failures = 0;
    while (pending.current.size > 0 && mounted.current) {
      const batch = [...pending.current].map(([question_id, score]) => ({ question_id, score }));
      pending.current.clear();
      try {
        await saveAnswers(id, batch);
        failures = 0;
      } catch {
        // Put back what the player has not changed since.
        for (const answer of batch) {
          if (!pending.current.has(answer.question_id))
            pending.current.set(answer.question_id, answer.score);
        }
        if (++failures > RETRIES) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * failures));
      }
    }
    running.current = false;
  }, []);

  return useCallback(
    (answer: AssessmentAnswer) => {
      pending.current.set(answer.question_id, answer.score);
      void flush();
    },
    [flush],
  );
}
