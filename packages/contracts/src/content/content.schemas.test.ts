import { describe, expect, it } from 'vitest';
import {
  adminQuestionListQuerySchema,
  categoryCreateBodySchema,
  categoryTopicCreateBodySchema,
  categoryUpdateBodySchema,
  topicCreateBodySchema,
  topicUpdateBodySchema,
} from './content-admin.schemas';
import { questionCreateBodySchema } from './authored-question.schemas';
import { categoryListQuerySchema } from './content.schemas';

const category = { name: 'Science', color: '#2563eb', icon: 'flask' };
const topic = {
  category_id: '2f1c7a52-5f0d-4a55-9d8e-0c8a2e4a9b11',
  name: 'Physics',
  icon: 'atom',
};
const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('one-line content fields', () => {
  it.each(['Two\nlines', 'Two\r\nlines', 'Tab\tbed'])('refuse %j in names', (name) => {
    for (const result of [
      categoryCreateBodySchema.safeParse({ ...category, name }),
      categoryUpdateBodySchema.safeParse({ name }),
      categoryTopicCreateBodySchema.safeParse({ name, icon: 'atom' }),
      topicCreateBodySchema.safeParse({ ...topic, name }),
      topicUpdateBodySchema.safeParse({ name }),
    ]) {
      expect(result.success).toBe(false);
      expect(pathsOf(result)).toEqual(['name']);
    }
  });

  it('refuse line breaks and tabs in search terms', () => {
    expect(pathsOf(categoryListQuerySchema.safeParse({ search: 'a\nb' }))).toEqual(['search']);
    expect(pathsOf(adminQuestionListQuerySchema.safeParse({ search: 'a\tb' }))).toEqual(['search']);
  });

  it('still trim names and searches and accept ordinary ones', () => {
    expect(categoryCreateBodySchema.parse({ ...category, name: '  Science  ' }).name).toBe(
      'Science',
    );
    expect(categoryListQuerySchema.parse({ search: ' art history ' }).search).toBe('art history');
  });

  it('keep line breaks in descriptions, question texts and explanations', () => {
    const text = 'First line.\nSecond line.';
    expect(categoryCreateBodySchema.parse({ ...category, description: text }).description).toBe(
      text,
    );
    expect(topicCreateBodySchema.parse({ ...topic, description: text }).description).toBe(text);
    const question = questionCreateBodySchema.parse({
      topic_id: topic.category_id,
      question_text: text,
      options: [
        { option_text: 'Yes', is_correct: true },
        { option_text: 'No', is_correct: false },
      ],
      explanation: text,
      difficulty: 'beginner',
    });
    expect(question).toMatchObject({ question_text: text, explanation: text });
  });
});
