import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { CATEGORY_ID, questionSet, serveSets } from '../test/fake-api';
import { renderSets } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My question sets', () => {
  it('lists the educator’s sets with who may play each', async () => {
    serveSets({
      sets: [
        questionSet(),
        questionSet({
          id: '00000000-0000-4000-8000-000000000902',
          name: 'Capitals',
          visibility: 'public',
          review_status: 'rejected',
          question_count: 12,
        }),
      ],
    });
    renderSets(true);
    expect(await screen.findByRole('link', { name: 'Rivers of Europe' })).toHaveAttribute(
      'href',
      '/sets/00000000-0000-4000-8000-000000000900',
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Geography · 1 question');
    expect(cards[0]).toHaveTextContent('Private');
    expect(cards[1]).toHaveTextContent('Geography · 12 questions');
    expect(cards[1]).toHaveTextContent('Not published');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('creates a set, checked before it is sent, and opens it', async () => {
    const api = serveSets();
    const user = userEvent.setup();
    const router = renderSets(true);
    expect(await screen.findByText(/You have no question sets yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New set' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question set' });
    await user.click(within(dialog).getByRole('button', { name: 'Create set' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Give the set a name.',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category.',
    );
    expect(api.callsTo('POST', '/api/sets')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rivers of Europe');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('option', { name: 'Geography' })).toHaveLength(1),
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category' }),
      'Geography',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Language' }), 'es');
    await user.click(within(dialog).getByRole('button', { name: 'Create set' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/sets\/[0-9a-f-]{36}$/));
    expect(api.callsTo('POST', '/api/sets')[0]!.body).toEqual({
      name: 'Rivers of Europe',
      description: null,
      category_id: CATEGORY_ID,
      language: 'es',
    });
  });

  it('tells anyone who is not an educator who writes sets, and offers no New set', async () => {
    const api = serveSets();
    renderSets(false);
    expect(await screen.findByText(/Question sets are written by educators/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New set' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
