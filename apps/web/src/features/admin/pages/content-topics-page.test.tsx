import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import {
  category,
  CHEMISTRY_ID,
  HISTORY_ID,
  PHYSICS_ID,
  SCIENCE_ID,
  serveContent,
  topic,
} from '../test/fake-content-api';
import { renderAdmin } from '../test/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const table = () => screen.findByRole('table', { name: 'Topics of Science, in display order' });

function serve() {
  return serveContent({
    categories: [category(), category({ id: HISTORY_ID, name: 'History' })],
    topics: [
      topic(),
      topic({ id: CHEMISTRY_ID, name: 'Química', language: 'es', is_active: false }),
    ],
  });
}

describe('the content section: a category’s topics', () => {
  it('lists the topics with their language and state, under a trail back to the categories', async () => {
    serve();
    renderAdmin(`/admin/content/categories/${SCIENCE_ID}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Topics in Science' }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(trail).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/admin/content',
    );
    expect(within(trail).getByText('Science')).toHaveAttribute('aria-current', 'page');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Physics',
      'Química',
    ]);
    const chemistry = within(rows[1]!).getByRole('link', { name: 'Química' });
    expect(chemistry).toHaveAttribute('lang', 'es');
    expect(chemistry).toHaveAttribute('href', `/admin/content/topics/${CHEMISTRY_ID}`);
    expect(within(rows[1]!).getByText('Hidden')).toBeInTheDocument();
  });

  it('creates a topic in the category, refusing a bad language tag first', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderAdmin(`/admin/content/categories/${SCIENCE_ID}`);
    await table();
    await user.click(screen.getByRole('button', { name: 'New topic' }));
    const dialog = await screen.findByRole('dialog', { name: 'New topic' });
    expect(within(dialog).queryByRole('combobox', { name: 'Category' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Optics');
    await user.type(within(dialog).getByRole('textbox', { name: 'Icon' }), 'eye');
    const language = within(dialog).getByRole('textbox', { name: 'Language' });
    await user.clear(language);
    await user.type(language, 'english please');
    await user.click(within(dialog).getByRole('button', { name: 'Create topic' }));
    await waitFor(() =>
      expect(language).toHaveAccessibleDescription(/Enter a language tag such as en, es or pt-BR/),
    );
    expect(language).toHaveFocus();
    await user.clear(language);
    await user.type(language, 'pt-br');
    await user.click(within(dialog).getByRole('button', { name: 'Create topic' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/topics')[0]!.body).toEqual({
      category_id: SCIENCE_ID,
      name: 'Optics',
      icon: 'eye',
      // The contract writes a tag in its usual casing.
      language: 'pt-BR',
      is_active: true,
    });
    expect(await screen.findByText('Topic Optics created')).toBeInTheDocument();
  });

  it('moves an edited topic to another category', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderAdmin(`/admin/content/categories/${SCIENCE_ID}`);
    await user.click(within(await table()).getByRole('button', { name: 'Edit Physics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Physics' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'History');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', `/api/topics/${PHYSICS_ID}`)[0]!.body).toMatchObject({
      category_id: HISTORY_ID,
      name: 'Physics',
      description: null,
    });
    // Gone from this category's list once the lists are read again.
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByRole('link', { name: 'Physics' })).toBeNull(),
    );
  });

  it('deletes a topic after asking, and passes axe', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderAdmin(`/admin/content/categories/${SCIENCE_ID}`);
    await user.click(within(await table()).getByRole('button', { name: 'Delete Physics' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Physics?' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete topic' }));
    expect(await screen.findByText('Topic Physics deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/api/topics/${PHYSICS_ID}`)).toHaveLength(1);
  });
});
