import type { AuthoredQuestion } from '@quizarena/contracts';

/**
 * The template's example rows, one of each question type (docs/IMPORTING.md shows the same):
 * a file made of them imports as it is.
 */
export const TEMPLATE_QUESTIONS: AuthoredQuestion[] = [
  {
    type: 'single',
    question_text: 'What is the chemical symbol of gold?',
    options: [
      { option_text: 'Au', is_correct: true },
      { option_text: 'Ag', is_correct: false },
      { option_text: 'Gd', is_correct: false },
      { option_text: 'Go', is_correct: false },
    ],
    explanation: 'From the Latin aurum.',
    points: 10,
    difficulty: 'beginner',
  },
  {
    type: 'true_false',
    question_text: 'Water boils at 100 °C at sea level.',
    options: [
      { option_text: 'True', is_correct: true },
      { option_text: 'False', is_correct: false },
    ],
    points: 10,
    difficulty: 'beginner',
  },
  {
    type: 'multiple',
    question_text: 'Which of these numbers are prime?',
    options: [
      { option_text: '2', is_correct: true },
      { option_text: '4', is_correct: false },
      { option_text: '7', is_correct: true },
      { option_text: '9', is_correct: false },
    ],
    explanation: 'A prime has exactly two divisors: 1 and itself.',
    points: 20,
    difficulty: 'intermediate',
  },
  {
    type: 'ordering',
    question_text: 'Put these planets in order from the Sun.',
    options: [
      { option_text: 'Mercury', is_correct: false },
      { option_text: 'Venus', is_correct: false },
      { option_text: 'Earth', is_correct: false },
      { option_text: 'Mars', is_correct: false },
    ],
    points: 20,
    difficulty: 'intermediate',
  },
  {
    type: 'typed',
    question_text: 'What is the capital of France?',
    options: [],
    accepted_answers: ['Paris'],
    max_typos: 1,
    points: 10,
    difficulty: 'beginner',
  },
];
