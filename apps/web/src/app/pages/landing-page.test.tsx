import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../features/theme';
import { changeLocale } from '../../i18n';
import { LandingPage } from './landing-page';
import { tabToSkipLink } from '../../test/skip-link';

function renderLanding() {
  const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }]);
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('the landing page', () => {
  it('has one main heading and the feature list', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const features = within(
      screen.getByRole('region', { name: /Everything you need/ }),
    ).getAllByRole('listitem');
    expect(features.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      expect.arrayContaining([
        'Quizzes by category and topic',
        'Multiplayer challenges',
        'Study groups',
        'Friend messaging',
        'Points, levels and achievements',
        'Leaderboards',
        'Career recommendations',
      ]),
    );
  });

  it('starts with a skip link to the main content', async () => {
    renderLanding();
    expect(await tabToSkipLink()).toBe(screen.getByRole('main'));
  });

  it('explains the three steps', () => {
    renderLanding();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Choose a topic',
      'Play and challenge',
      'Track progress',
    ]);
  });

  it('links Sign In to /login and Get Started to /register', () => {
    renderLanding();
    for (const link of screen.getAllByRole('link', { name: 'Sign In' }))
      expect(link).toHaveAttribute('href', '/login');
    for (const link of screen.getAllByRole('link', { name: 'Get Started' }))
      expect(link).toHaveAttribute('href', '/register');
  });

  it('credits the question bank’s sources and licences', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Trivia questions from the Open Trivia Database');
    expect(footer).toHaveTextContent('PIXELTAIL GAMES LLC');
    expect(
      within(footer).getByRole('link', { name: 'https://creativecommons.org/licenses/by-sa/4.0/' }),
    ).toBeInTheDocument();
    expect(footer).toHaveTextContent(
      'JavaScript questions and explanations by Lydia Hallie and contributors',
    );
    expect(footer).toHaveTextContent('(MIT License)');
    expect(within(footer).getByRole('link', { name: 'https://opentdb.com' })).toHaveAttribute(
      'href',
      'https://opentdb.com',
    );
  });

  it('links the privacy page and the terms from its footer', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Privacy: what we keep, why, and your rights' }),
    ).toHaveAttribute('href', '/privacy');
    expect(
      within(footer).getByRole('link', { name: 'Terms of Service: what you agree to' }),
    ).toHaveAttribute('href', '/terms');
  });
});

describe('the landing page in Spanish', () => {
  afterEach(() => changeLocale('en'));

  it('switches from its header’s language choice', async () => {
    renderLanding();
    const header = screen.getByRole('banner');
    await userEvent.selectOptions(within(header).getByLabelText('Language'), 'es');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Aprende jugando. Sube de nivel cada día.',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('region', { name: 'Cómo funciona' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Empezar' }))
      expect(link).toHaveAttribute('href', '/register');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Preguntas de cultura general de Open Trivia Database');
    expect(
      within(footer).getByRole('link', { name: 'https://creativecommons.org/licenses/by-sa/4.0/' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('How it works')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});
