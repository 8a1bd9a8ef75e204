import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, retyped } from './question-draft';

const words = { true: 'True', false: 'False' };

describe('the question editor’s draft', () => {
  it('sends a new single-choice question in the body the console sent before types', () => {
    const draft = { ...draftOf(), question_text: 'Unit of force?' };
    draft.options = [
      { ...draft.options[0]!, text: 'Newton' },
      { ...draft.options[1]!, text: 'Joule' },
    ];
    expect(bodyOf(draft)).toEqual({
      question_text: 'Unit of force?',
      options: [
        { option_text: 'Newton', is_correct: true },
        { option_text: 'Joule', is_correct: false },
      ],
      points: 10,
      difficulty: 'beginner',
    });
  });

  it('clears on an edit only what the question had, and names a type it leaves', () => {
    const original = {
      ...draftOf(),
      type: 'multiple' as const,
      explanation: 'Because.',
      image_url: '/uploads/questions/cccccccccccccccccccccccccccccccc.webp',
      image_alt: 'A map',
    };
    const edited = { ...original, type: 'single' as const, explanation: '', image_url: null };
    expect(bodyOf(edited, original)).toMatchObject({
      type: 'single',
      explanation: null,
      image_url: null,
      image_alt: null,
    });
  });

  it('gives a true/false question its two options and keeps one mark on a one-answer type', () => {
    const many = { ...draftOf(), type: 'multiple' as const };
    many.options = many.options.map((option) => ({ ...option, correct: true }));
    const single = retyped(many, 'single', words);
    expect(single.options.filter((option) => option.correct)).toHaveLength(1);
    const three = {
      ...single,
      options: [...single.options, { key: 'x', text: 'c', correct: false }],
    };
    expect(retyped(three, 'true_false', words).options.map((option) => option.text)).toEqual([
      'True',
      'False',
    ]);
    // A typed question sends no options, whatever the draft keeps aside for a switch back.
    expect(bodyOf(retyped(single, 'typed', words)).options).toEqual([]);
  });
});
