import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../../../test/axe';
import { category, HISTORY_ID, refusal, SCIENCE_ID, serveContent } from '../test/fake-content-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Categories, in display order' });
const rowOf = async (name: string) =>
  within(await table())
    .getByRole('link', { name })
    .closest('tr')!;

describe('the content section: categories', () => {
  it('sits in the console’s navigation and lists every category, hidden ones too', async () => {
    serveContent({
      categories: [category(), category({ id: HISTORY_ID, name: 'History', is_active: false })],
    });
    renderAdmin('/admin/content');
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Users', 'Moderation', 'Audit log', 'Content', 'Careers', 'Analytics']);
    expect(within(sections).getByRole('link', { name: 'Content' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const science = await rowOf('Science');
    expect(
      within(science)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Science', '2', '30', 'Intermediate', 'Shown']));
    expect(within(science).getByRole('link', { name: 'Science' })).toHaveAttribute(
      'href',
      `/admin/content/categories/${SCIENCE_ID}`,
    );
    const history = await rowOf('History');
    expect(within(history).getByText('Hidden')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Show History again' })).toBeEnabled();
    expect(within(history).queryByRole('button', { name: 'Delete History' })).toBeNull();
  });

  it('checks a new category with the contract before sending, each error beside its field', async () => {
    const api = serveContent();
    const user = userEvent.setup();
    renderAdmin('/admin/content');
    await table();
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    const color = within(dialog).getByRole('textbox', { name: 'Colour' });
    await user.clear(color);
    await user.type(color, 'blue');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));

    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    // The form is checked when the click's submit has run.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Fill this in');
    // Focus lands on the first field to fix.
    expect(name).toHaveFocus();
    expect(color).toHaveAccessibleDescription(/Enter a hex colour such as #2563eb/);
    expect(within(dialog).getByRole('textbox', { name: 'Icon' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.callsTo('POST', '/api/categories')).toEqual([]);

    await user.type(name, 'Music');
    await user.clear(color);
    await user.type(color, '#aa00ff');
    await user.type(within(dialog).getByRole('textbox', { name: 'Icon' }), 'music');
    await user.click(within(dialog).getByRole('button', { name: 'Create category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/categories')[0]!.body).toEqual({
      name: 'Music',
      color: '#aa00ff',
      icon: 'music',
      is_active: true,
    });
    expect(await screen.findByText('Category Music created')).toBeInTheDocument();
    expect(await rowOf('Music')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a taken name beside the name', async () => {
    const api = serveContent();
    api.on('PUT', /^\/api\/categories\//, () =>
      refusal(409, 'A category named "History" already exists', 'CONFLICT', [
        { field: 'body.name', message: 'A category named "History" already exists' },
      ]),
    );
    const user = userEvent.setup();
    renderAdmin('/admin/content');
    await user.click(within(await rowOf('Science')).getByRole('button', { name: 'Edit Science' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Science' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Science');
    await user.clear(name);
    await user.type(name, 'History');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A category named "History" already exists'),
    );
    expect(api.callsTo('PUT', `/api/categories/${SCIENCE_ID}`)[0]!.body).toMatchObject({
      name: 'History',
      description: 'How things work',
    });
  });

  it('asks before deleting; Cancel keeps it, Delete hides it, Show again brings it back', async () => {
    const api = serveContent();
    const user = userEvent.setup();
    renderAdmin('/admin/content');
    await user.click(
      within(await rowOf('Science')).getByRole('button', { name: 'Delete Science' }),
    );
    let confirm = await screen.findByRole('dialog', { name: 'Delete Science?' });
    expect(confirm).toHaveAccessibleDescription(/Players will no longer see this category/);
    // The safe choice is focused first.
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/categories')).toEqual([]);

    await user.click(
      within(await rowOf('Science')).getByRole('button', { name: 'Delete Science' }),
    );
    confirm = await screen.findByRole('dialog', { name: 'Delete Science?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText('Category Science deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/categories/${SCIENCE_ID}`)).toHaveLength(1);
    const restore = await within(await rowOf('Science')).findByRole('button', {
      name: 'Show Science again',
    });
    await user.click(restore);
    expect(await screen.findByText('Category Science is shown again')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/api/categories/${SCIENCE_ID}`)[0]!.body).toEqual({
      is_active: true,
    });
  });

  it('passes axe with the list and the form open', async () => {
    serveContent();
    const user = userEvent.setup();
    const container = document.body;
    renderAdmin('/admin/content');
    await table();
    expect(await seriousAxeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'New category' }));
    await screen.findByRole('dialog', { name: 'New category' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('speaks Spanish', async () => {
    await changeLocale('es');
    try {
      serveContent();
      renderAdmin('/admin/content');
      expect(
        await screen.findByRole('table', { name: 'Categorías, en el orden en que se muestran' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nueva categoría' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Eliminar Science' })).toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});
