import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { occupation, serveCareers } from '../test/fake-content-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Occupations, by title' });

describe('the careers section: occupations', () => {
  it('lists occupations with their curation, found by title and narrowed, in the address', async () => {
    const api = serveCareers({
      occupations: [
        occupation(1),
        occupation(2, {
          hidden: true,
          note: 'Rare',
          updated_at: '2026-02-01T10:00:00.000Z',
          updated_by: { id: '00000000-0000-4000-8000-0000000000ad', name: 'Grace Admin' },
        }),
      ],
    });
    const user = userEvent.setup();
    const router = renderAdmin('/admin/careers/occupations');
    expect(
      within(screen.getByRole('navigation', { name: 'Careers views' })).getByRole('link', {
        name: 'Occupations',
      }),
    ).toHaveAttribute('aria-current', 'page');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[3]).toHaveTextContent('As O*NET describes it');
    expect(within(rows[1]!).getByText('Hidden')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent(/note.*by Grace Admin/);

    const search = screen.getByRole('search', { name: 'Find occupations' });
    await user.type(
      within(search).getByRole('searchbox', { name: 'Title or code' }),
      'developer 2',
    );
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Show' }), 'Hidden ones');
    await user.click(within(search).getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=developer+2&filter=hidden'));
    const asked = new URL(api.calls.at(-1)!.path, 'http://x').searchParams;
    expect(asked.get('q')).toBe('developer 2');
    expect(asked.get('filter')).toBe('hidden');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('curates an occupation: hidden, with a note; an emptied description is O*NET’s again', async () => {
    const api = serveCareers({
      occupations: [occupation(1, { description: 'Our words.', updated_at: null })],
    });
    const user = userEvent.setup();
    renderAdmin('/admin/careers/occupations');
    await user.click(within(await table()).getByRole('button', { name: 'Curate Developer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Curate Developer 1' });
    expect(within(dialog).getByText('Builds programs, kind 1.')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Hide from career matching' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Description players read' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note shown to players' }),
      'Ask the careers office.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/api/admin/career/profile/15-1251.00')[0]!.body).toEqual({
      hidden: true,
      description: null,
      note: 'Ask the careers office.',
    });
    expect(await screen.findByText('Developer 1 curated')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getByText('Hidden')).toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal beside the field', async () => {
    const api = serveCareers();
    api.on(
      'PUT',
      /^\/api\/admin\/career\/profile\//,
      () =>
        new Response(
          JSON.stringify({
            message: 'Validation failed',
            error: 'Bad Request',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'body.note', message: 'Too long' }],
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/careers/occupations');
    await user.click(within(await table()).getByRole('button', { name: 'Curate Developer 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Curate Developer 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note shown to players' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note shown to players' });
    await waitFor(() => expect(note).toHaveAccessibleDescription(/Too long/));
    expect(note).toHaveFocus();
  });
});
