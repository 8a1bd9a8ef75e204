import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../../../test/axe';
import { activity, topicProgress } from '../test/fixtures';
import { weekSeries, type DashboardStats } from '../utils/dashboard-summary';
import { ContinueLearning } from './continue-learning';
import { CurrentStandings } from './current-standings';
import { LevelProgressCard } from './level-progress-card';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatCards } from './stat-cards';
import { WeeklyPointsChart } from './weekly-points-chart';

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);
const stat = (label: string) => screen.getByTestId(`stat-${label}`);

const STATS: DashboardStats = {
  points: 1_250,
  level: 4,
  gamesPlayed: 12,
  averageScore: 78,
  streakDays: 1,
  rank: 7,
};

describe('StatCards', () => {
  it('shows points compactly, games, the average as a percent and the streak in days', () => {
    render(<StatCards stats={STATS} />);
    expect(stat('Total Points')).toHaveTextContent('1.3K');
    expect(stat('Games Played')).toHaveTextContent('12');
    expect(stat('Average Score')).toHaveTextContent('78%');
    expect(stat('Streak')).toHaveTextContent('1 day');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says quietly when the stats are unavailable', () => {
    render(<StatCards stats={{ ...STATS, streakDays: 0 }} unavailable />);
    expect(stat('Streak')).toHaveTextContent('0 days');
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    render(<StatCards stats={STATS} loading />);
    expect(stat('Total Points')).not.toHaveTextContent('1.3K');
  });

  it('is a description list axe accepts, each number described by its label', async () => {
    const { container } = render(<StatCards stats={STATS} />);
    expect(await seriousAxeViolations(container)).toEqual([]);
    const terms = screen.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Total Points',
      'Games Played',
      'Average Score',
      'Streak',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '1.3K',
      '12',
      '78%',
      '1 day',
    ]);
  });
});

describe('LevelProgressCard', () => {
  it('shows the level, rank, the clamped progress and the points to the next level', () => {
    // Level 4 runs from 900 to 1,600 points: 1,250 is half way, 350 to go.
    render(<LevelProgressCard level={4} points={1_250} rank={7} />);
    expect(screen.getByRole('heading', { name: 'Level Progress' })).toBeInTheDocument();
    expect(screen.getByText('Level 4')).toBeInTheDocument();
    expect(screen.getByText('#7')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to level 5' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByText('50% complete')).toBeInTheDocument();
    expect(screen.getByText('350 points to level 5')).toBeInTheDocument();
  });

  it('shows N/A without a rank and starts a new player at 0%', () => {
    render(<LevelProgressCard level={1} points={0} rank={null} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('100 points to level 2')).toBeInTheDocument();
  });
});

describe('RecentActivity', () => {
  it('says so when there is nothing', () => {
    inRouter(<RecentActivity activities={[]} />);
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
  });

  it('links each activity to its results, with time ago and points, at most five', () => {
    const items = Array.from({ length: 7 }, (_, index) => activity(index + 1));
    inRouter(<RecentActivity activities={items} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', `/quiz/results/${items[0]!.session_id}`);
    expect(links[0]).toHaveTextContent('Completed Topic 1');
    expect(links[0]).toHaveTextContent('1 hour ago');
    expect(links[0]).toHaveTextContent('+121 pts');
  });

  it('lists an activity without a session, unlinked', () => {
    inRouter(<RecentActivity activities={[activity(1, { session_id: null })]} />);
    expect(screen.getByText('Completed Topic 1')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows an unlocked achievement with a trophy and no link, beside a linked quiz', () => {
    const unlock = activity(1, {
      id: 'activity-achievement',
      type: 'achievement_unlocked',
      title: 'First Steps',
      description: 'Complete your first quiz',
      points: 50,
      session_id: null,
      game_mode: null,
      accuracy: null,
    });
    inRouter(<RecentActivity activities={[unlock, activity(2)]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Achievement unlocked: First Steps');
    expect(items[0]).toHaveTextContent('+50 pts');
    expect(within(items[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[0]!).getByTestId('achievement-activity')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link')).toHaveTextContent('Completed Topic 2');
    expect(within(items[1]!).queryByTestId('achievement-activity')).not.toBeInTheDocument();
  });
});

describe('QuickActions', () => {
  it('links to the quiz chooser, friends, study groups and career', () => {
    inRouter(<QuickActions />);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/quiz/categories', '/friends', '/study-groups', '/career']);
    expect(screen.getByRole('link', { name: /Quick Quiz/ })).toHaveAttribute(
      'href',
      '/quiz/categories',
    );
    expect(screen.getByRole('link', { name: /Challenge Friends/ })).toBeInTheDocument();
  });
});

describe('CurrentStandings', () => {
  it('shows this week’s figures and links a player to the leaderboard', () => {
    inRouter(<CurrentStandings weekPoints={1_500} weekGames={4} rank={12} hasPlayed />);
    const card = screen.getByRole('region', { name: 'Current Standings' });
    expect(within(card).getByText('1.5K')).toBeInTheDocument();
    expect(within(card).getByText('4')).toBeInTheDocument();
    expect(within(card).getByText('#12')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View leaderboard' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    expect(within(card).queryByRole('link', { name: 'Start your first quiz' })).toBeNull();
  });

  it('offers a first quiz to someone who has never played', () => {
    inRouter(<CurrentStandings weekPoints={0} weekGames={0} rank={null} hasPlayed={false} />);
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start your first quiz' })).toHaveAttribute(
      'href',
      '/quiz/categories',
    );
    expect(screen.queryByRole('link', { name: 'View leaderboard' })).toBeNull();
  });
});

describe('WeeklyPointsChart', () => {
  it('draws seven bars scaled to the best day, with the figures as text', () => {
    const today = new Date();
    const key = (daysAgo: number) => {
      const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    };
    const days = weekSeries([
      { date: key(0), points: 200, games_played: 2, average_score: 80 },
      { date: key(3), points: 50, games_played: 1, average_score: 60 },
    ]);
    render(<WeeklyPointsChart days={days} totalPoints={250} />);
    const bars = screen.getAllByTestId('week-bar');
    expect(bars).toHaveLength(7);
    expect(bars[6]!.style.height).toContain('100%');
    expect(bars[3]!.style.height).toContain('25%');
    expect(bars[0]!.style.height).toBe('0px');
    expect(screen.getByText(/200 points, 2 games/)).toBeInTheDocument();
    expect(screen.getByText('250 pts')).toBeInTheDocument();
  });

  it('invites a first game when the week is empty', () => {
    render(<WeeklyPointsChart days={weekSeries([])} totalPoints={0} />);
    expect(screen.getByText(/No points yet this week/)).toBeInTheDocument();
  });
});

describe('ContinueLearning', () => {
  it('renders nothing without topics', () => {
    const { container } = inRouter(<ContinueLearning topics={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links each topic to its category’s topics page and marks saved ones', () => {
    const topic = topicProgress(1, { bookmarked: true });
    inRouter(<ContinueLearning topics={[topic]} />);
    const link = screen.getByRole('link', { name: /Topic 1/ });
    expect(link).toHaveAttribute('href', `/quiz/topics/${topic.category_id}`);
    expect(link).toHaveTextContent('(saved)');
    expect(link).toHaveTextContent('best 70%');
  });
});

describe('in Spanish', () => {
  it('labels the cards, numbers, plurals and links in Spanish', async () => {
    await changeLocale('es');
    try {
      inRouter(
        <>
          <StatCards stats={STATS} />
          <LevelProgressCard level={4} points={1_250} rank={7} />
          <CurrentStandings weekPoints={1_500} weekGames={4} rank={null} hasPlayed />
          <RecentActivity activities={[]} />
          <QuickActions />
          <WeeklyPointsChart days={weekSeries([])} totalPoints={0} />
          <ContinueLearning topics={[topicProgress(1, { bookmarked: true })]} />
        </>,
      );
      expect(stat('Total Points')).toHaveTextContent('Puntos totales1,3 mil');
      expect(stat('Average Score')).toHaveTextContent('78 %');
      expect(stat('Streak')).toHaveTextContent('Racha1 día');
      expect(screen.getByRole('heading', { name: 'Progreso de nivel' })).toBeInTheDocument();
      expect(screen.getByText('Nivel 4')).toBeInTheDocument();
      expect(screen.getByText('n.º 7')).toBeInTheDocument();
      expect(screen.getByText('Faltan 350 puntos para el nivel 5')).toBeInTheDocument();
      expect(screen.getByText('N/D')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver la clasificación' })).toBeInTheDocument();
      expect(screen.getByText('No hay actividad reciente')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Cuestionario rápido/ })).toBeInTheDocument();
      expect(screen.getByText(/Aún no tienes puntos esta semana/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Topic 1/ })).toHaveTextContent('(guardado)');
      for (const english of ['Total Points', 'Level Progress', 'Quick Actions', 'N/A']) {
        expect(screen.queryByText(english)).toBeNull();
      }
    } finally {
      await changeLocale('en');
    }
  });
});
