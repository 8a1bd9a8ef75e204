import { describe, expect, it } from 'vitest';
import { answerKeyOfAuthored, authoredQuestionSchema } from './authored-question.schemas';

const base = { question_text: 'Q?', difficulty: 'beginner' as const };
const option = (option_text: string, is_correct = false) => ({ option_text, is_correct });
const problems = (body: object) => {
  const parsed = authoredQuestionSchema.safeParse({ ...base, ...body });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('authoredQuestionSchema', () => {
  it('takes each type in its own shape', () => {
    expect(problems({ options: [option('a', true), option('b')] })).toEqual([]);
    expect(
      problems({ type: 'true_false', options: [option('True'), option('False', true)] }),
    ).toEqual([]);
    expect(
      problems({ type: 'multiple', options: [option('a', true), option('b', true), option('c')] }),
    ).toEqual([]);
    expect(
      problems({ type: 'ordering', options: [option('1'), option('2'), option('3')] }),
    ).toEqual([]);
    expect(problems({ type: 'typed', accepted_answers: ['Paris'], max_typos: 1 })).toEqual([]);
  });

  it('names the field that does not fit the type', () => {
    expect(problems({ options: [option('a', true), option('b', true)] })).toEqual(['options']);
    expect(
      problems({ type: 'true_false', options: [option('a', true), option('b'), option('c')] }),
    ).toEqual(['options']);
    expect(problems({ type: 'multiple', options: [option('a'), option('b')] })).toEqual([
      'options',
    ]);
    expect(problems({ type: 'typed', options: [option('a')] })).toEqual([
      'options',
      'accepted_answers',
    ]);
    expect(
      problems({ options: [option('a', true), option('b')], accepted_answers: ['x'] }),
    ).toEqual(['accepted_answers']);
    expect(problems({ options: [option('a', true), option('b')], max_typos: 1 })).toEqual([
      'max_typos',
    ]);
    expect(problems({ options: [option('a', true), option('A')] })).toEqual(['options']);
  });

  it('asks for the words of an image and takes only our own uploads', () => {
    const choice = { options: [option('a', true), option('b')] };
    expect(problems({ ...choice, image_url: '/uploads/questions/x.webp' })).toEqual(['image_alt']);
    expect(
      problems({ ...choice, image_url: 'https://evil.example/x.png', image_alt: 'x' }),
    ).toEqual(['image_url']);
    expect(
      problems({ ...choice, image_url: '/uploads/questions/x.webp', image_alt: 'A map' }),
    ).toEqual([]);
  });
});

describe('answerKeyOfAuthored', () => {
  it('keys each type by the ids given to its options in order', () => {
    const ids = ['o1', 'o2', 'o3'];
    const options = [option('a'), option('b', true), option('c', true)];
    expect(answerKeyOfAuthored({ type: 'multiple', options }, ids)).toEqual({
      type: 'multiple',
      correct_option_ids: ['o2', 'o3'],
    });
    expect(answerKeyOfAuthored({ type: 'ordering', options }, ids)).toEqual({
      type: 'ordering',
      order: ids,
    });
    expect(
      answerKeyOfAuthored({ type: 'single', options: [option('a'), option('b', true)] }, [
        'x',
        'y',
      ]),
    ).toEqual({
      type: 'single',
      correct_option_id: 'y',
    });
    expect(
      answerKeyOfAuthored({ type: 'typed', options: [], accepted_answers: ['Paris'] }, []),
    ).toEqual({
      type: 'typed',
      accepted: ['Paris'],
      max_typos: 0,
    });
  });
});
