import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../../../test/axe';
import { renderPage } from '../../../test/render-routes';
import { refusal, serveAssessment } from '../test/fake-api';
import {
  ASSESSMENT_ID,
  careerAssessment,
  evidence,
  GROUP,
  historyEntry,
  learningPlan,
  learningStyle,
  ok,
  PHYSICS,
  recommendation,
  SCIENCE,
} from '../test/fixtures';
import { CareerPage } from './career-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderCareer = (path = '/career') => renderPage(<CareerPage />, { path, route: '/career' });

/** A player with an assessment, two recommendations, quiz evidence and a plan. */
const serveFull = () =>
  serveAssessment({
    careerResults: careerAssessment(),
    history: [historyEntry(ASSESSMENT_ID, '2030-05-01T10:20:00.000Z', 85)],
    retakeAt: '2030-05-31T10:20:00.000Z',
    recommendations: {
      recommendations: [
        recommendation(1, { growth_outlook: 'Bright', remote_friendly: true }),
        recommendation(2, { compatibility_score: 3, missing_skills: [] }),
      ],
      skills: [
        evidence(),
        evidence({ area: 'History', answers: 1, accuracy: null, shown: false, topics: [] }),
      ],
      learning_plan: learningPlan(),
      learning_style: learningStyle(),
    },
  });

describe('the career page', () => {
  it('has five tabs, none of them coming soon, and opens Overview with the profile', async () => {
    serveFull();
    renderCareer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Ada Lovelace, here is where your personality and your quiz results point.',
      ),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Personality',
      'Career Paths',
      'Skills',
      'Learning',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    const summary = within(panel).getByRole('region', { name: 'Your profile' });
    expect(summary).toHaveTextContent('Investigative-Social');
    expect(summary).toHaveTextContent('Reflective explorer');
    expect(summary).toHaveTextContent('May 1, 2030');
    expect(within(summary).getByRole('link', { name: 'View your full results' })).toHaveAttribute(
      'href',
      `/psychometric/results/${ASSESSMENT_ID}`,
    );
    const top = within(panel).getByRole('region', { name: 'Top career matches' });
    expect(top).toHaveTextContent('Software Developer 1');
    expect(top).toHaveTextContent('84% match');
    expect(
      await screen.findByText('You can retake the assessment from May 31, 2030.'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/coming soon/i);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('colours the trait bars at 80, 60, 40 and 20, with the figures written out', async () => {
    serveFull();
    renderCareer('/career?tab=personality');
    const panel = await screen.findByRole('tabpanel', { name: 'Personality' });
    expect(
      await within(panel).findByText('Your strongest interests: Investigative-Social'),
    ).toBeInTheDocument();
    expect(panel).toHaveTextContent('Openness85% · percentile 90');
    const colours = [
      'openness',
      'conscientiousness',
      'extraversion',
      'agreeableness',
      'neuroticism',
    ].map((trait) => screen.getByTestId(`trait-bar-${trait}`).className.match(/bg-(\w+)-600/)![1]);
    expect(colours).toEqual(['emerald', 'indigo', 'sky', 'amber', 'rose']);
    expect(screen.getByTestId('trait-bar-openness')).toHaveStyle({ width: '85%' });
  });

  it('lists the career paths with match, skills, outlook, links and attribution', async () => {
    serveFull();
    const user = userEvent.setup();
    renderCareer();
    await user.click(await screen.findByRole('tab', { name: 'Career Paths' }));
    const panel = screen.getByRole('tabpanel', { name: 'Career Paths' });
    const first = within(panel)
      .getByRole('heading', { name: 'Software Developer 1' })
      .closest('article')!;
    expect(first).toHaveTextContent('84% match');
    expect(first).toHaveTextContent('Builds programs people use.');
    expect(within(first).getByText('Programming')).toBeInTheDocument();
    expect(first).toHaveTextContent('Growth outlookBright');
    expect(first).toHaveTextContent('Remote workOften possible');
    expect(within(first).getByRole('link', { name: 'View Learning Path' })).toHaveAttribute(
      'href',
      '/career?tab=learning',
    );
    expect(
      within(first).getByRole('link', { name: 'Explore Jobs (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.onetonline.org/link/summary/15-1252.01');
    expect(within(panel).getByText(/^Occupational data from O\*NET 29\.3/)).toBeInTheDocument();
  });

  it('shows the knowledge the quizzes give evidence of, and what top careers still need', async () => {
    serveFull();
    renderCareer('/career?tab=skills');
    const panel = await screen.findByRole('tabpanel', { name: 'Skills' });
    const physics = (await within(panel).findByRole('heading', { name: 'Physics' })).closest('li')!;
    expect(physics).toHaveTextContent('Shown');
    expect(physics).toHaveTextContent('24 answers · 75% correct');
    expect(physics).toHaveTextContent('Mechanics: 24 answers, 75% correct');
    const history = within(panel).getByRole('heading', { name: 'History' }).closest('li')!;
    expect(history).toHaveTextContent('Not shown yet');
    expect(history).toHaveTextContent('1 answer');
    const gaps = within(panel).getByRole('region', { name: 'What your top careers still need' });
    const developer = within(gaps).getByRole('heading', {
      name: 'Software Developer 1',
    }).parentElement!;
    expect(developer).toHaveTextContent('Systems Analysis');
    expect(developer).toHaveTextContent('Testing');
    expect(
      within(gaps).getByRole('heading', { name: 'Software Developer 2' }).parentElement,
    ).toHaveTextContent('Your quizzes already show everything this career asks for.');
  });

  it('shows the learning plan: topics to practise, study groups, the weekly rhythm and the style', async () => {
    serveFull();
    renderCareer('/career?tab=learning');
    const panel = await screen.findByRole('tabpanel', { name: 'Learning' });
    expect(await within(panel).findByRole('link', { name: 'Practice Mechanics' })).toHaveAttribute(
      'href',
      `/quiz/${SCIENCE}/${PHYSICS}`,
    );
    expect(panel).toHaveTextContent('Engineers need it, and your answers show room to grow.');
    expect(within(panel).getByRole('link', { name: 'Physics Friends' })).toHaveAttribute(
      'href',
      `/study-groups/${GROUP}`,
    );
    expect(panel).toHaveTextContent('4 members');
    expect(panel).toHaveTextContent('3 sessions a week of 20 minutes');
    expect(panel).toHaveTextContent('Review day: Sunday');
    expect(within(panel).getByRole('heading', { name: 'Reflective explorer' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Matching teaching to a learning style has weak evidence.');
  });

  it('invites a player without an assessment to take one, and still shows their skills', async () => {
    serveAssessment({ careerResults: null, recommendations: { skills: [evidence()] } });
    const user = userEvent.setup();
    renderCareer();
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(await within(panel).findByRole('link', { name: 'Take the Assessment' })).toHaveAttribute(
      'href',
      '/psychometric/assessment',
    );
    await user.click(screen.getByRole('tab', { name: 'Personality' }));
    expect(screen.getByRole('link', { name: 'Take the Assessment' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Skills' }));
    expect(screen.getByRole('heading', { name: 'Physics' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Learning' }));
    expect(
      screen.getByText(
        'Your learning plan appears once you have taken the assessment or played some quizzes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You can retake/)).toBeNull();
  });

  it('shows a note the team added to a career', async () => {
    serveAssessment({
      careerResults: careerAssessment(),
      recommendations: {
        recommendations: [recommendation(1, { note: 'Ask the careers office about placements.' })],
      },
    });
    renderCareer('/career?tab=careers');
    const panel = await screen.findByRole('tabpanel', { name: 'Career Paths' });
    const card = (
      await within(panel).findByRole('heading', { name: 'Software Developer 1' })
    ).closest('article')!;
    expect(card).toHaveTextContent('Note: Ask the careers office about placements.');
  });

  it('shows the path the team assigned, before any assessment, each topic a quiz to start', async () => {
    serveAssessment({
      careerResults: null,
      recommendations: {
        assigned_path: {
          topics: [
            {
              topic_id: PHYSICS,
              name: 'Mechanics',
              category_id: SCIENCE,
              category_name: 'Science',
            },
          ],
          note: 'Start here, then come and see me.',
          assigned_at: '2030-05-02T09:00:00.000Z',
        },
      },
    });
    renderCareer('/career?tab=learning');
    const panel = await screen.findByRole('tabpanel', { name: 'Learning' });
    const path = await within(panel).findByRole('region', { name: 'Your assigned learning path' });
    expect(path).toHaveTextContent('Assigned by the QuizArena team on May 2, 2030');
    expect(path).toHaveTextContent('Start here, then come and see me.');
    expect(within(path).getByRole('link', { name: 'Practice Mechanics' })).toHaveAttribute(
      'href',
      `/quiz/${SCIENCE}/${PHYSICS}`,
    );
    // The plan still waits for an assessment.
    expect(panel).toHaveTextContent(
      'Your learning plan appears once you have taken the assessment',
    );
    expect(await seriousAxeViolations(panel)).toEqual([]);
  });

  it('says the career data failed to load, and reloads it', async () => {
    const api = serveAssessment({ careerResults: careerAssessment() });
    let fail = true;
    api.on('GET', /^\/api\/v1\/career-intelligence\/recommendations$/, () =>
      fail
        ? refusal(500, 'Broken', 'INTERNAL_ERROR')
        : ok({
            recommendations: [recommendation(1)],
            skills: [],
            learning_plan: null,
            learning_style: null,
            attribution: 'O*NET',
            assigned_path: null,
          }),
    );
    const user = userEvent.setup();
    renderCareer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load career data. Please try again.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names its tabs and its failure in Spanish', async () => {
    await changeLocale('es');
    try {
      const api = serveFull();
      renderCareer();
      expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
        'Resumen',
        'Personalidad',
        'Trayectorias profesionales',
        'Habilidades',
        'Aprendizaje',
      ]);
      api.on('GET', /^\/api\/v1\/psychometric\/results$/, () => refusal(500, 'X', 'X'));
      renderCareer();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'No se pudieron cargar los datos de carrera. Inténtalo de nuevo.',
      );
    } finally {
      await changeLocale('en');
    }
  });
});
