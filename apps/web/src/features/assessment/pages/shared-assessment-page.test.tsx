import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { renderPage } from '../../../test/render-routes';
import { serveAssessment } from '../test/fake-api';
import { shared } from '../test/fixtures';
import { SharedAssessmentPage } from './shared-assessment-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderShared = (token: string) =>
  renderPage(<SharedAssessmentPage />, {
    path: `/shared/assessment/${token}`,
    route: '/shared/assessment/:token',
  });

describe('shared personality traits', () => {
  it('shows the name, the date and each trait’s score, percentile and level, nothing else', async () => {
    serveAssessment({ shared: { tok: shared() } });
    renderShared('tok');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada L.’s personality traits' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Completed May 1, 2030')).toBeInTheDocument();
    const table = screen.getByRole('table', {
      name: 'The five traits with score, percentile and level',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TraitScorePercentileLevel',
      'Openness7281High',
      'Conscientiousness5550Moderate',
      'Extraversion3222Moderate',
      'Agreeableness8893High',
      'Neuroticism129Low',
    ]);
    expect(screen.queryByText(/match|career|strength/i)).toBeNull();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says a link that is off or unknown is not available', async () => {
    serveAssessment();
    renderShared('gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shared traits not available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This link is not valid or its owner has turned sharing off.'),
    ).toBeInTheDocument();
  });
});
