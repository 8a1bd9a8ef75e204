import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-fetch';
import {
  boardEntry,
  categorySource,
  fakeRatingsApi,
  ratingBoard,
  SCIENCE,
  userRating,
  USER_ID,
} from '../test/fixtures';
import { renderWithRoutes } from '../test/render';
import { RatingBoard } from './rating-board';
import { SkillRatingsCard } from './skill-ratings-card';

function stub(options: Parameters<typeof fakeRatingsApi>[0] = {}, failing = false) {
  const api = fakeRatingsApi(options);
  if (failing) api.on('GET', /ratings/, () => refusal(500, 'Down', 'X'));
  vi.stubGlobal('fetch', api.fetchMock);
}

describe('ratings accessibility', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the skill ratings card, with ratings, has no serious violations', async () => {
    stub({
      ratings: [
        userRating(),
        userRating({ category_id: SCIENCE.id, category_name: SCIENCE.name, provisional: false }),
      ],
    });
    renderWithRoutes(<SkillRatingsCard userId={USER_ID} />);
    await screen.findByRole('list');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('the card empty, and failed, has no serious violations', async () => {
    stub({ ratings: [] });
    renderWithRoutes(<SkillRatingsCard userId={USER_ID} />);
    await screen.findByText('No rated games yet');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    document.body.innerHTML = '';
    stub({}, true);
    renderWithRoutes(<SkillRatingsCard userId={USER_ID} />);
    await screen.findByRole('alert');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('the rating board, with the own row, a hidden one and the pager, has no serious violations', async () => {
    stub({
      boardOf: () => ({
        ...ratingBoard(30),
        entries: [
          boardEntry(1, { user_id: null, name: 'Hidden player', profile_visible: false }),
          boardEntry(2, { is_current_user: true, provisional: true }),
          boardEntry(3),
        ],
      }),
    });
    renderWithRoutes(<RatingBoard categories={categorySource()} />);
    await screen.findByRole('list', { name: 'Rating board' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('the board empty, and failed, has no serious violations', async () => {
    stub({ boardOf: (query) => ratingBoard(0, query) });
    renderWithRoutes(<RatingBoard categories={categorySource()} />);
    await screen.findByText('No rated players in this category yet');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    document.body.innerHTML = '';
    stub({}, true);
    renderWithRoutes(<RatingBoard categories={categorySource()} />);
    await screen.findByRole('alert');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
