import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import {
  answer,
  buildCategory,
  CATEGORY_ID,
  renderRoutes,
  seriousAxeViolations,
  stubApi,
} from '../test-utils';
import { UNWORDED_FAILURES_IN_SPANISH, UNWORDED_LEFTOVERS } from '../../../test/unworded-failures';
import { CategoriesPage } from './categories-page';

const HISTORY_ID = '33333333-3333-4333-8333-333333333333';
const history = buildCategory({
  id: HISTORY_ID,
  name: 'History',
  description: null,
  difficulty_level: 'beginner',
  icon: 'no-such-icon',
  topic_count: 1,
  question_count: 1_000,
  estimated_time_minutes: 3,
  popularity_score: 1_500,
});
const science = buildCategory();

const listed = (categories: unknown[]) => answer(200, { success: true, data: { categories } });

/** The chooser's server: `languages` for the languages call, `categories` for the lists. */
function stubChooser(categories: (url: URL) => Response, languages: string[] = ['en']) {
  return stubApi((url) =>
    url.pathname === '/api/categories/languages'
      ? answer(200, { success: true, data: { languages } })
      : categories(url),
  );
}

function renderPage() {
  return renderRoutes(
    [
      { path: '/quiz/categories', element: <CategoriesPage /> },
      { path: '/quiz/topics/:categoryId', element: <h1>Topics page</h1> },
    ],
    '/quiz/categories',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe('the category chooser', () => {
  it('shows a card per category and the summary strip, with no filters in the first request', async () => {
    const { requests } = stubChooser(() => listed([science, history]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Categories' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories...');

    const card = (await screen.findByRole('link', { name: 'Science' })).closest('article')!;
    expect(within(card).getByText('Intermediate')).toBeInTheDocument();
    expect(within(card).getByText(science.description!)).toBeInTheDocument();
    expect(within(card).getByText('5 topics')).toBeInTheDocument();
    expect(within(card).getByText('240 questions')).toBeInTheDocument();
    expect(within(card).getByText('~2 min')).toBeInTheDocument();
    expect(within(card).getByText('Popularity 87')).toBeInTheDocument();

    const other = screen.getByRole('link', { name: 'History' }).closest('article')!;
    expect(within(other).getByText('Beginner')).toBeInTheDocument();
    expect(within(other).getByText(/No description available/)).toBeInTheDocument();
    expect(within(other).getByText('1 topic')).toBeInTheDocument();
    expect(within(other).getByText('1K questions')).toBeInTheDocument();
    expect(within(other).getByText('Popularity 1.5K')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Summary' });
    const value = (label: string) => within(summary).getByText(label).nextElementSibling;
    expect(value('Categories available')).toHaveTextContent('2');
    expect(value('Total topics')).toHaveTextContent('6');
    expect(value('Total questions')).toHaveTextContent('1.2K');

    // One language in the bank: nothing to choose, so no language filter and no language sent.
    expect(requests()).toEqual(['/api/categories/languages', '/api/categories']);
    expect(screen.queryByRole('combobox', { name: 'Question language' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('sends the typed search once typing pauses, trimmed, not once per key', async () => {
    const user = userEvent.setup();
    const { requests } = stubChooser((url) =>
      listed(url.searchParams.get('search') === 'sci' ? [science] : [science, history]),
    );
    renderPage();
    await screen.findByRole('link', { name: 'History' });
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), ' sci ');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'History' })).toBeNull());
    expect(requests()).toEqual([
      '/api/categories/languages',
      '/api/categories',
      '/api/categories?search=sci',
    ]);
  });

  it('sends the difficulty filter, together with the search', async () => {
    const user = userEvent.setup();
    const { requests } = stubChooser(() => listed([science]));
    renderPage();
    await screen.findByRole('link', { name: 'Science' });
    const select = screen.getByRole('combobox', { name: 'Difficulty' });
    expect(select).toHaveValue('all');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All levels', 'Beginner', 'Intermediate', 'Advanced']);
    await user.selectOptions(select, 'advanced');
    await waitFor(() => expect(requests()).toContain('/api/categories?difficulty=advanced'));
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'space');
    await waitFor(() =>
      expect(requests()).toContain('/api/categories?search=space&difficulty=advanced'),
    );
  });

  it('says "No categories found" with a hint when filters match nothing, and clears them', async () => {
    const user = userEvent.setup();
    const { requests } = stubChooser((url) => listed(url.search ? [] : [science]));
    renderPage();
    await screen.findByRole('link', { name: 'Science' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'beginner');
    expect(await screen.findByRole('heading', { name: 'No categories found' })).toBeInTheDocument();
    expect(screen.getByText(/adjusting your search or filters/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Summary' })).toBeNull();
    expect(requests()).toEqual([
      '/api/categories/languages',
      '/api/categories',
      '/api/categories?difficulty=beginner',
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Science' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('all');
  });

  it('offers a language filter when the bank holds two languages, and sends the one chosen', async () => {
    const user = userEvent.setup();
    const { requests } = stubChooser(
      (url) => listed(url.searchParams.get('language') === 'es' ? [history] : [science, history]),
      ['en', 'es'],
    );
    const router = renderPage();
    await screen.findByRole('link', { name: 'Science' });
    const select = await screen.findByRole('combobox', { name: 'Question language' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All languages', 'English', 'Spanish']);
    await user.selectOptions(select, 'es');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Science' })).toBeNull());
    expect(requests()).toContain('/api/categories?language=es');
    // The choice carries into the category's topics.
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      `/quiz/topics/${HISTORY_ID}?language=es`,
    );
    expect(router.state.location.search).toBe('?language=es');
  });

  it('clears a chosen language with the other filters', async () => {
    const user = userEvent.setup();
    stubChooser((url) => listed(url.search ? [] : [science]), ['en', 'es']);
    renderPage();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Question language' }),
      'es',
    );
    await user.click(await screen.findByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Science' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Question language' })).toHaveValue('');
  });

  it('says "No Categories Available" when there are none at all', async () => {
    stubChooser(() => listed([]));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No Categories Available' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No quiz categories are available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No categories found' })).toBeNull();
  });

  it('says "No categories found" with the hint when a search matches nothing', async () => {
    const user = userEvent.setup();
    const { requests } = stubChooser((url) => listed(url.search ? [] : [science]));
    renderPage();
    await screen.findByRole('link', { name: 'Science' });
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No categories found' })).toBeInTheDocument();
    expect(
      screen.getByText("Try adjusting your search or filters to find what you're looking for."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Categories Available' })).toBeNull();
    expect(requests()).toContain('/api/categories?search=zzz');
  });

  it('shows the error state and a toast when loading fails, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubChooser(() =>
      fail ? answer(500, { message: 'Database unavailable' }) : listed([science]),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(await screen.findByText('Failed to load categories')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Science' })).toBeInTheDocument();
  });

  it('reports an answer of the wrong shape as an invalid response', async () => {
    stubChooser(() => answer(200, { success: true, data: { categories: [{ id: 'x' }] } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid response format');
  });

  it('opens the topics of a category when its card is clicked', async () => {
    const user = userEvent.setup();
    stubChooser(() => listed([science]));
    const router = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Science' }));
    expect(router.state.location.pathname).toBe(`/quiz/topics/${CATEGORY_ID}`);
  });

  describe('in Spanish', () => {
    afterEach(() => changeLocale('en'));

    it.each(UNWORDED_FAILURES_IN_SPANISH)(
      'says a failure from %s in Spanish, never the raw answer',
      async (_, response, text) => {
        await changeLocale('es');
        stubApi(response);
        renderPage();
        expect(await screen.findByRole('alert')).toHaveTextContent(text);
        expect(await screen.findByText('No se pudieron cargar las categorías')).toBeInTheDocument();
        expect(document.body).not.toHaveTextContent(UNWORDED_LEFTOVERS);
      },
    );

    it('shows the chooser, the cards, the summary and the empty state in Spanish', async () => {
      await changeLocale('es');
      const user = userEvent.setup();
      stubChooser((url) => listed(url.search ? [] : [science, history]), ['en', 'es']);
      renderPage();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Categorías de cuestionarios' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Cargando categorías…');

      const card = (await screen.findByRole('link', { name: 'Science' })).closest('article')!;
      expect(within(card).getByText('Intermedio')).toBeInTheDocument();
      expect(within(card).getByText('5 temas')).toBeInTheDocument();
      expect(within(card).getByText('240 preguntas')).toBeInTheDocument();
      expect(within(card).getByText('Popularidad 87')).toBeInTheDocument();
      const other = screen.getByRole('link', { name: 'History' }).closest('article')!;
      expect(within(other).getByText('1 tema')).toBeInTheDocument();
      expect(within(other).getByText('1 mil preguntas')).toBeInTheDocument();
      expect(within(other).getByText('Popularidad 1,5 mil')).toBeInTheDocument();
      expect(within(other).getByText('Esta categoría aún no tiene descripción.')).toBeVisible();

      const summary = screen.getByRole('region', { name: 'Resumen' });
      expect(within(summary).getByText('Categorías disponibles')).toBeInTheDocument();
      expect(within(summary).getByText('Preguntas en total').nextElementSibling).toHaveTextContent(
        '1,2 mil',
      );

      const select = screen.getByRole('combobox', { name: 'Dificultad' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Todos los niveles', 'Principiante', 'Intermedio', 'Avanzado']);
      const languages = await screen.findByRole('combobox', { name: 'Idioma de las preguntas' });
      expect(
        within(languages)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Todos los idiomas', 'Inglés', 'Español']);
      await user.type(screen.getByRole('searchbox', { name: 'Buscar categorías' }), 'zzz');
      expect(
        await screen.findByRole('heading', { name: 'No se encontraron categorías' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Borrar filtros' })).toBeInTheDocument();

      for (const english of [
        'Quiz Categories',
        'Difficulty',
        'Question language',
        'All languages',
        'No categories found',
        'Summary',
      ])
        expect(screen.queryByText(english)).toBeNull();
    });
  });
});
