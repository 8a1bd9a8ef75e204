import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import {
  answer,
  buildCategory,
  buildTopic,
  CATEGORY_ID,
  renderRoutes,
  seriousAxeViolations,
  stubApi,
  TOPIC_ID,
} from '../test-utils';
import { TopicsPage } from './topics-page';

const category = buildCategory();
const computers = buildTopic();
const animals = buildTopic({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Animals',
  description: null,
  difficulty_level: 'beginner',
  icon: 'paw-print',
  question_count: 1,
  completion_rate: 0,
  average_score: 0,
});

/** Answers the category and topic calls; `topics` may be an error answer. */
function stubCatalogue(topics: unknown[] | Response = [computers, animals]) {
  return stubApi((url) => {
    if (url.pathname === `/api/categories/${CATEGORY_ID}`)
      return answer(200, { success: true, data: { category } });
    if (url.pathname === `/api/categories/${CATEGORY_ID}/topics`)
      return topics instanceof Response ? topics : answer(200, { success: true, data: { topics } });
    return answer(404, { message: 'Category not found', code: 'NOT_FOUND' });
  });
}

function renderPage(categoryId = CATEGORY_ID, search = '') {
  return renderRoutes(
    [
      { path: '/quiz/topics/:categoryId', element: <TopicsPage /> },
      { path: '/quiz/categories', element: <h1>Categories page</h1> },
      { path: '/quiz/:categoryId/:topicId/:gameMode', element: <h1>Quiz page</h1> },
    ],
    `/quiz/topics/${categoryId}${search}`,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('the topics page', () => {
  it('shows the category and its topics with completion rate and average score', async () => {
    stubCatalogue();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Science' })).toBeInTheDocument();
    expect(screen.getByText(category.description!)).toBeInTheDocument();

    const card = (await screen.findByRole('button', { name: 'Computers' })).closest('article')!;
    expect(within(card).getByText('Advanced')).toBeInTheDocument();
    expect(within(card).getByText(computers.description!)).toBeInTheDocument();
    expect(within(card).getByText('60 questions')).toBeInTheDocument();
    expect(within(card).getByText('~2 min')).toBeInTheDocument();
    expect(within(card).getByText('45%')).toBeInTheDocument();
    expect(within(card).getByText('72%')).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Completion rate for Computers' }),
    ).toHaveAttribute('aria-valuenow', '45');

    const other = screen.getByRole('button', { name: 'Animals' }).closest('article')!;
    expect(within(other).getByText('Beginner')).toBeInTheDocument();
    expect(within(other).getByText(/No description available/)).toBeInTheDocument();
    expect(within(other).getByText('1 question')).toBeInTheDocument();
    expect(within(other).getAllByText('0%')).toHaveLength(2);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('goes back to the categories', async () => {
    const user = userEvent.setup();
    stubCatalogue();
    const router = renderPage();
    await user.click(screen.getByRole('link', { name: 'Back to categories' }));
    expect(router.state.location.pathname).toBe('/quiz/categories');
  });

  it('lists the topics in the language chosen among the categories, and goes back to it', async () => {
    const user = userEvent.setup();
    const { requests } = stubCatalogue();
    const router = renderPage(CATEGORY_ID, '?language=es');
    await screen.findByRole('button', { name: 'Computers' });
    expect(requests()).toContain(`/api/categories/${CATEGORY_ID}/topics?language=es`);
    await user.click(screen.getByRole('link', { name: 'Back to categories' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/quiz/categories?language=es',
    );
  });

  it('lists every topic for a language that is no language tag, rather than an error', async () => {
    const { requests } = stubCatalogue();
    renderPage(CATEGORY_ID, '?language=english');
    await screen.findByRole('button', { name: 'Computers' });
    expect(requests()).toContain(`/api/categories/${CATEGORY_ID}/topics`);
  });

  it('says "No topics found" when the category has none', async () => {
    stubCatalogue([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No topics found' })).toBeInTheDocument();
  });

  it('shows the error state with a toast and Try Again when topics fail to load', async () => {
    const user = userEvent.setup();
    const { requests } = stubCatalogue(answer(500, { message: 'Database unavailable' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(await screen.findByText('Failed to load topics for this category')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(requests().filter((path) => path.endsWith('/topics'))).toHaveLength(2);
  });

  it('shows an unknown category as not found, with a link back and no Try Again', async () => {
    const user = userEvent.setup();
    stubCatalogue();
    const router = renderPage('55555555-5555-4555-8555-555555555555');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Category not found');
    expect(await screen.findByText('Failed to load topics for this category')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Topics' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Browse categories' }));
    expect(router.state.location.pathname).toBe('/quiz/categories');
  });

  it('treats a malformed id as not found without asking the server', async () => {
    const { fetchMock } = stubCatalogue();
    renderPage('not-a-uuid');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Category not found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the game-mode dialog for the picked topic and starts the chosen mode', async () => {
    const user = userEvent.setup();
    stubCatalogue();
    const router = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Computers' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a game mode' });
    expect(dialog).toHaveAccessibleDescription('How do you want to play Computers?');
    await user.click(within(dialog).getByRole('radio', { name: 'Timed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start Quiz' }));
    expect(router.state.location.pathname).toBe(`/quiz/${CATEGORY_ID}/${TOPIC_ID}/timed`);
  });

  describe('in Spanish', () => {
    afterEach(() => changeLocale('en'));

    it('shows the topic cards and the game-mode dialog in Spanish', async () => {
      await changeLocale('es');
      const user = userEvent.setup();
      stubCatalogue();
      renderPage();
      expect(screen.getByRole('link', { name: 'Volver a las categorías' })).toBeInTheDocument();
      const card = (await screen.findByRole('button', { name: 'Computers' })).closest('article')!;
      expect(within(card).getByText('Avanzado')).toBeInTheDocument();
      expect(within(card).getByText('60 preguntas')).toBeInTheDocument();
      expect(within(card).getByText('Tasa de finalización')).toBeInTheDocument();
      expect(within(card).getByText('Puntuación media')).toBeInTheDocument();
      expect(within(card).getByText('45 %')).toBeInTheDocument();
      expect(
        within(card).getByRole('progressbar', { name: 'Tasa de finalización de Computers' }),
      ).toBeInTheDocument();
      // The topic is English content inside the Spanish interface, and says so.
      expect(within(card).getByText('Computers')).toHaveAttribute('lang', 'en');
      expect(within(card).getByText(computers.description!)).toHaveAttribute('lang', 'en');
      expect(within(card).getByText('Avanzado').closest('[lang]')).toHaveAttribute('lang', 'es');

      await user.click(card.querySelector('button')!);
      const dialog = screen.getByRole('dialog', { name: 'Elige un modo de juego' });
      expect(dialog).toHaveAccessibleDescription('¿Cómo quieres jugar a Computers?');
      expect(within(dialog).getByRole('radio', { name: 'Práctica' })).toHaveAccessibleDescription(
        /^×1,0 puntos Sin límite · Individual · Sin temporizador\./,
      );
      expect(within(dialog).getByRole('radio', { name: 'Ráfaga' })).toHaveAccessibleDescription(
        /^×1,0 puntos Hasta 50 s · Individual · 5 s por pregunta\./,
      );
      expect(
        within(dialog).getByRole('radio', { name: 'Competitivo' }),
      ).toHaveAccessibleDescription(/^×1,5 puntos Hasta 2 min · Multijugador/);
      expect(
        within(dialog).getByRole('button', { name: 'Empezar el cuestionario' }),
      ).toBeInTheDocument();
      for (const english of ['Start Quiz', 'Practice', 'Completion rate', 'Back to categories'])
        expect(screen.queryByText(english)).toBeNull();
    });

    it('says a malformed category is not found, in Spanish', async () => {
      await changeLocale('es');
      stubCatalogue();
      renderPage('not-a-uuid');
      expect(await screen.findByRole('alert')).toHaveTextContent('Categoría no encontrada');
      expect(
        await screen.findByText('No se pudieron cargar los temas de esta categoría'),
      ).toBeInTheDocument();
    });
  });
});
