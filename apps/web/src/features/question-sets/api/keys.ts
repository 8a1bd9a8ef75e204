/** The feature's query keys, under one root so a write refreshes every read of it. */
export const setKeys = {
  all: ['question-sets'] as const,
  mine: () => [...setKeys.all, 'mine'] as const,
  one: (id: string) => [...setKeys.all, 'set', id] as const,
  questions: (id: string) => [...setKeys.all, 'set', id, 'questions'] as const,
  shared: (key: string) => [...setKeys.all, 'shared', key] as const,
};
