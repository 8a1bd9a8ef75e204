import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale, i18n } from '../../../i18n';
import { formatCount } from './format-count';

const content = () => i18n.getFixedT(null, 'content');

describe('formatCount', () => {
  afterEach(() => changeLocale('en'));

  it('agrees the noun with the number and shortens large numbers', () => {
    const t = content();
    expect(formatCount(t, 'topics', 0)).toBe('0 topics');
    expect(formatCount(t, 'topics', 1)).toBe('1 topic');
    expect(formatCount(t, 'topics', 12)).toBe('12 topics');
    expect(formatCount(t, 'questions', 1200)).toBe('1.2K questions');
  });

  it('uses each plural form Spanish has, with Spanish number formats', async () => {
    await changeLocale('es');
    const t = content();
    expect(formatCount(t, 'topics', 1)).toBe('1 tema');
    expect(formatCount(t, 'questions', 12)).toBe('12 preguntas');
    expect(formatCount(t, 'questions', 1500)).toBe('1,5\u00a0mil preguntas');
    expect(formatCount(t, 'questions', 1_000_000)).toBe('1\u00a0M de preguntas');
  });
});
