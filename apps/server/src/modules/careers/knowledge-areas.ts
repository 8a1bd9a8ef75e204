/**
 * What a player's quizzes can show of O*NET's knowledge areas. Only knowledge areas: O*NET's
 * skills (Critical Thinking, Speaking, Programming as a practice...) are abilities a multiple-
 * choice quiz does not measure, so no quiz counts as evidence for them, for or against.
 */
export const KNOWLEDGE_EVIDENCE = {
  /** Weighted answers an area needs before it can count as shown. */
  minAnswers: 10,
  /** Accuracy (0-1) an area needs, over those answers, to count as shown. */
  shownAccuracy: 0.6,
} as const;

export type TopicLink = { area: string; weight: number };

/**
 * The bank's topics, by name, and the O*NET knowledge areas (names as in the data file) their
 * questions test. A weight below 1 counts each answer as part of an answer: General Science
 * questions are each about one of physics, chemistry or biology, so a third to each; Machine
 * Learning is half computing, half mathematics; Mythology (the stories of past religions) and
 * UX Design (usability rather than technical drawing) touch their area only in part. Left out on
 * purpose: the Entertainment topics, Sports, Vehicles, Miscellaneous and Gadgets, whose questions
 * ask for works, people and products, not the theory or techniques O*NET's areas describe.
 * Keyed by topic name: a topic an admin adds under one of these names counts the same.
 */
export const TOPIC_KNOWLEDGE: Readonly<Record<string, readonly TopicLink[]>> = {
  JavaScript: [{ area: 'Computers and Electronics', weight: 1 }],
  React: [{ area: 'Computers and Electronics', weight: 1 }],
  Python: [{ area: 'Computers and Electronics', weight: 1 }],
  Algorithms: [{ area: 'Computers and Electronics', weight: 1 }],
  SQL: [{ area: 'Computers and Electronics', weight: 1 }],
  Computers: [{ area: 'Computers and Electronics', weight: 1 }],
  'Machine Learning': [
    { area: 'Computers and Electronics', weight: 0.5 },
    { area: 'Mathematics', weight: 0.5 },
  ],
  Mathematics: [{ area: 'Mathematics', weight: 1 }],
  Statistics: [{ area: 'Mathematics', weight: 1 }],
  'General Science': [
    { area: 'Physics', weight: 1 / 3 },
    { area: 'Chemistry', weight: 1 / 3 },
    { area: 'Biology', weight: 1 / 3 },
  ],
  Animals: [{ area: 'Biology', weight: 1 }],
  History: [{ area: 'History and Archeology', weight: 1 }],
  Geography: [{ area: 'Geography', weight: 1 }],
  Politics: [{ area: 'Law and Government', weight: 1 }],
  Art: [{ area: 'Fine Arts', weight: 1 }],
  Mythology: [{ area: 'Philosophy and Theology', weight: 0.5 }],
  'Visual Design': [{ area: 'Design', weight: 1 }],
  'UX Design': [{ area: 'Design', weight: 0.5 }],
  'Finance & Accounting': [{ area: 'Economics and Accounting', weight: 1 }],
  'Marketing & Strategy': [{ area: 'Sales and Marketing', weight: 1 }],
};

/** The knowledge areas some topic of the bank can show. */
export const ASSESSABLE_AREAS: ReadonlySet<string> = new Set(
  Object.values(TOPIC_KNOWLEDGE).flatMap((links) => links.map((link) => link.area)),
);

/** The topic names whose questions count towards an area. */
export function topicsForArea(area: string): string[] {
  return Object.entries(TOPIC_KNOWLEDGE)
    .filter(([, links]) => links.some((link) => link.area === area))
    .map(([topic]) => topic);
}

/** A player's answers in one topic. */
export type TopicAnswers = {
  topicId: string;
  topicName: string;
  categoryId: string;
  categoryName: string;
  answers: number;
  correct: number;
  /**
   * Questions of the topic the player has mastered now (spaced repetition: their last answer
   * was right and the chance they recall it is at least 90%).
   */
  mastered?: number;
};

export type KnowledgeEvidence = {
  area: string;
  /** Weighted answers (see TOPIC_KNOWLEDGE). */
  answers: number;
  correct: number;
  /** correct / answers, 0-1. */
  accuracy: number;
  shown: boolean;
  /** Weighted questions mastered now (see TopicAnswers.mastered). */
  mastered?: number;
  /** The names of the topics the answers came from. */
  topics: string[];
};

// A third of an answer three times is one answer: round away the float error.
const rounded = (weighted: number) => Math.round(weighted * 1e6) / 1e6;

/**
 * Whether weighted answers and accuracy clear the bar (10 answers, 60%), or as many questions
 * are mastered now: recall today shows knowledge as well as accuracy then.
 */
export function isShown(answers: number, accuracy: number, mastered = 0): boolean {
  return (
    (rounded(answers) >= KNOWLEDGE_EVIDENCE.minAnswers &&
      accuracy >= KNOWLEDGE_EVIDENCE.shownAccuracy) ||
    rounded(mastered) >= KNOWLEDGE_EVIDENCE.minAnswers
  );
}

/** Evidence per knowledge area from the player's per-topic answers; areas without any are absent. */
export function knowledgeEvidence(topics: readonly TopicAnswers[]): Map<string, KnowledgeEvidence> {
  type Sum = { answers: number; correct: number; mastered: number; topics: Set<string> };
  const byArea = new Map<string, Sum>();
  for (const topic of topics) {
    if (topic.answers === 0) continue;
    for (const link of TOPIC_KNOWLEDGE[topic.topicName] ?? []) {
      const sum = byArea.get(link.area) ?? {
        answers: 0,
        correct: 0,
        mastered: 0,
        topics: new Set<string>(),
      };
      sum.answers += topic.answers * link.weight;
      sum.correct += topic.correct * link.weight;
      sum.mastered += (topic.mastered ?? 0) * link.weight;
      sum.topics.add(topic.topicName);
      byArea.set(link.area, sum);
    }
  }
  const evidence = new Map<string, KnowledgeEvidence>();
  for (const [area, sum] of byArea) {
    const accuracy = sum.correct / sum.answers;
    evidence.set(area, {
      area,
      answers: sum.answers,
      correct: sum.correct,
      accuracy,
      shown: isShown(sum.answers, accuracy, sum.mastered),
      ...(sum.mastered > 0 ? { mastered: sum.mastered } : {}),
      topics: [...sum.topics].sort(),
    });
  }
  return evidence;
}

/**
 * How well the evidence fits an area the career needs, 0-1: 0.5 (neutral) without evidence,
 * moving towards 1 as accuracy reaches the 60% bar and towards 0 as it falls, by as much as the
 * answers allow (full weight from 10 answers); at least what the questions mastered now show
 * (1 from 10 of them).
 */
export function areaFit(evidence: KnowledgeEvidence | undefined): number {
  if (!evidence || evidence.answers <= 0) return 0.5;
  const confidence = Math.min(1, evidence.answers / KNOWLEDGE_EVIDENCE.minAnswers);
  const level = Math.min(1, evidence.accuracy / KNOWLEDGE_EVIDENCE.shownAccuracy);
  const fromAnswers = 0.5 + confidence * (level - 0.5);
  const mastered = evidence.mastered ?? 0;
  if (mastered <= 0) return fromAnswers;
  // Mastered questions only add: towards 1 as they reach 10, whatever the accuracy was.
  return Math.max(fromAnswers, 0.5 + 0.5 * Math.min(1, mastered / KNOWLEDGE_EVIDENCE.minAnswers));
}
