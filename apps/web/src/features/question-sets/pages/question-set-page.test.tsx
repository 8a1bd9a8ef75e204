import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { CATEGORY_ID, questionSet, serveSets, SET_ID, setQuestion } from '../test/fake-api';
import { fakeSources, renderSet } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('a question set’s editor', () => {
  it('offers Play, Host and Challenge with the set, and no import section until one is given', async () => {
    serveSets({ sets: [questionSet()], questions: [setQuestion(1)] });
    renderSet(SET_ID);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rivers of Europe' }),
    ).toBeInTheDocument();
    const play = section('Play');
    expect(within(play).getByRole('link', { name: 'Play' })).toHaveAttribute(
      'href',
      `/quiz/${CATEGORY_ID}/${SET_ID}`,
    );
    expect(within(play).getByText('Host with no key')).toBeInTheDocument();
    expect(within(play).getByText('Challenge on Rivers of Europe')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import and export' })).toBeNull();
    expect(await screen.findByText('1. River question 1?')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('mounts the import and export slot under its heading when app/ gives one', async () => {
    serveSets({ sets: [questionSet()] });
    renderSet(
      SET_ID,
      fakeSources({
        importExport: (set) => createElement('p', null, `Import into ${set.name}`),
      }),
    );
    const slot = await screen.findByRole('region', { name: 'Import and export' });
    expect(slot).toHaveTextContent('Import into Rivers of Europe');
  });

  it('shares by a copyable link, makes a new one, and makes the set private again', async () => {
    const api = serveSets({ sets: [questionSet()] });
    // user-event puts a clipboard of its own in the page.
    const user = userEvent.setup();
    renderSet(SET_ID);
    const sharing = await screen.findByRole('region', { name: 'Who can play it' });
    expect(within(sharing).getByRole('radio', { name: 'Private' })).toBeChecked();
    expect(within(sharing).queryByRole('textbox', { name: 'Share link' })).toBeNull();

    await user.click(within(sharing).getByRole('radio', { name: 'Anyone with the link' }));
    const link = await within(sharing).findByRole('textbox', { name: 'Share link' });
    expect(api.callsTo('PUT', `/api/sets/${SET_ID}/visibility`)[0]!.body).toEqual({
      visibility: 'link',
    });
    const first = (link as HTMLInputElement).value;
    expect(first).toMatch(/\/sets\/shared\/[A-Za-z0-9_-]{24}$/);
    await user.click(within(sharing).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(first);
    expect(within(sharing).getByText('Shared by link')).toBeInTheDocument();

    await user.click(within(sharing).getByRole('button', { name: 'New link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make a new link?' });
    await user.click(within(confirm).getByRole('button', { name: 'New link' }));
    await waitFor(() =>
      expect(within(sharing).getByRole('textbox', { name: 'Share link' })).not.toHaveValue(first),
    );
    expect(api.callsTo('POST', `/api/sets/${SET_ID}/share-key`)).toHaveLength(1);

    await user.click(within(sharing).getByRole('radio', { name: 'Private' }));
    await waitFor(() =>
      expect(within(sharing).queryByRole('textbox', { name: 'Share link' })).toBeNull(),
    );
  });

  it('says where publication stands, with the moderator’s note, and asks again', async () => {
    const api = serveSets({
      sets: [
        questionSet({
          visibility: 'public',
          review_status: 'rejected',
          review_note: 'Question 2 has two right answers',
          share_key: 'abcdefghijklmnopqrstuvwx',
        }),
      ],
    });
    const user = userEvent.setup();
    renderSet(SET_ID);
    const sharing = await screen.findByRole('region', { name: 'Who can play it' });
    expect(within(sharing).getByText('Not published')).toBeInTheDocument();
    expect(
      within(sharing).getByText('The moderator’s note: Question 2 has two right answers'),
    ).toBeInTheDocument();
    await user.click(within(sharing).getByRole('button', { name: 'Ask again' }));
    await waitFor(() =>
      expect(within(sharing).getByText('Waiting for a moderator’s review.')).toBeInTheDocument(),
    );
    expect(api.callsTo('PUT', `/api/sets/${SET_ID}/visibility`)[0]!.body).toEqual({
      visibility: 'public',
    });
  });

  it('adds a typed question with a picture, which needs its words first', async () => {
    const api = serveSets({ sets: [questionSet({ question_count: 0 })] });
    const user = userEvent.setup();
    renderSet(SET_ID);
    await screen.findByText('No questions yet.');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Question type' }),
      'Typed answer',
    );
    expect(within(dialog).queryByRole('textbox', { name: 'Option 1' })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Which river?');
    await user.type(within(dialog).getByRole('textbox', { name: 'Accepted answer 1' }), 'Rhine');
    await user.click(within(dialog).getByRole('button', { name: 'Add an accepted answer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Accepted answer 2' }), 'Rhein');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Typos forgiven' }),
      '1 typo',
    );
    await user.upload(
      within(dialog).getByLabelText('Add a picture'),
      new File(['png'], 'river.png', { type: 'image/png' }),
    );
    const alt = await within(dialog).findByRole('textbox', { name: 'What the picture shows' });
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await waitFor(() =>
      expect(alt).toHaveAccessibleDescription(
        /Say what the picture shows, for those who cannot see it\./,
      ),
    );
    expect(api.callsTo('POST', `/api/sets/${SET_ID}/questions`)).toEqual([]);

    await user.type(alt, 'The Rhine at Basel');
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', `/api/sets/${SET_ID}/questions`)[0]!.body).toEqual({
      type: 'typed',
      question_text: 'Which river?',
      options: [],
      accepted_answers: ['Rhine', 'Rhein'],
      max_typos: 1,
      points: 10,
      difficulty: 'beginner',
      image_url: '/uploads/questions/cccccccccccccccccccccccccccccccc.webp',
      image_alt: 'The Rhine at Basel',
    });
    expect(await screen.findByText('1. Which river?')).toBeInTheDocument();
    expect(screen.getByText('Picture')).toBeInTheDocument();
  });

  it('orders an ordering question by buttons that say which option, and says each move', async () => {
    const api = serveSets({ sets: [questionSet({ question_count: 0 })] });
    const user = userEvent.setup();
    renderSet(SET_ID);
    await user.click(await screen.findByRole('button', { name: 'Add question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Question type' }),
      'Put in order',
    );
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Question' }), 'Source to sea');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 1' }), 'Sea');
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 2' }), 'Source');
    expect(within(dialog).getByRole('button', { name: 'Move option 1 up' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Move option 2 up' }));
    expect(within(dialog).getByText('Option 2 moved to place 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Option 1' })).toHaveValue('Source');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Option 3' }), 'Delta');
    await user.click(within(dialog).getByRole('button', { name: 'Move option 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', `/api/sets/${SET_ID}/questions`)[0]!.body).toMatchObject({
      type: 'ordering',
      options: [
        { option_text: 'Source', is_correct: false },
        { option_text: 'Delta', is_correct: false },
        { option_text: 'Sea', is_correct: false },
      ],
    });
  });

  it('edits a question keeping its options’ ids, marks all that apply, previews and removes one', async () => {
    const api = serveSets({ sets: [questionSet()], questions: [setQuestion(1)] });
    const user = userEvent.setup();
    renderSet(SET_ID);
    await user.click(await screen.findByRole('button', { name: 'Preview question 1' }));
    expect(await screen.findByRole('dialog', { name: 'Preview' })).toHaveTextContent(
      'Preview of River question 1?',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit question' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Question type' }),
      'All that apply',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Correct Option 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', `/api/sets/${SET_ID}/questions/`)[0]!.body).toMatchObject({
      type: 'multiple',
      options: [
        { id: 'q1a', option_text: 'Right 1', is_correct: true },
        { id: 'q1b', option_text: 'Wrong 1', is_correct: true },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this question?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('No questions yet.')).toBeInTheDocument());
    expect(api.callsTo('DELETE', `/api/sets/${SET_ID}/questions/`)).toHaveLength(1);
  });
});
