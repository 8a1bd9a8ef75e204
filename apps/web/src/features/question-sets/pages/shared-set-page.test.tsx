import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { CATEGORY_ID, KEY, questionSet, serveSets, SET_ID } from '../test/fake-api';
import { renderShared } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a set shared by its link', () => {
  it('says what it is and who wrote it, and plays it with the link’s key', async () => {
    serveSets({ sets: [questionSet({ visibility: 'link', share_key: KEY, question_count: 7 })] });
    renderShared(KEY);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rivers of Europe' }),
    ).toBeInTheDocument();
    expect(screen.getByText('A question set by Erin Educator')).toBeInTheDocument();
    expect(screen.getByText('For class 5B')).toBeInTheDocument();
    expect(screen.getByText('Questions').nextElementSibling).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: 'Play this set' })).toHaveAttribute(
      'href',
      `/quiz/${CATEGORY_ID}/${SET_ID}?key=${KEY}`,
    );
    expect(screen.getByText('Challenge on Rivers of Europe')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit your set' })).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says the link no longer works once its key is void', async () => {
    serveSets({ sets: [questionSet({ visibility: 'link', share_key: KEY })] });
    renderShared('zzzzzzzzzzzzzzzzzzzzzzzz');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This share link does not work any more',
    );
    expect(screen.queryByRole('link', { name: 'Play this set' })).toBeNull();
  });
});
