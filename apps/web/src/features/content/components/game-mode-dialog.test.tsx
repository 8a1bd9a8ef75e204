import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  buildTopic,
  CATEGORY_ID,
  renderRoutes,
  seriousAxeViolations,
  TOPIC_ID,
} from '../test-utils';
import { GameModeDialog } from './game-mode-dialog';

/** A page with one button that opens the dialog for `topic`, as a topic card does. */
function Harness({ questionCount }: { questionCount: number }) {
  const topic = buildTopic({ question_count: questionCount });
  const [picked, setPicked] = useState<typeof topic | null>(null);
  return (
    <>
      <button type="button" onClick={() => setPicked(topic)}>
        Computers
      </button>
      <GameModeDialog categoryId={CATEGORY_ID} topic={picked} onClose={() => setPicked(null)} />
    </>
  );
}

async function openDialog(questionCount = 60) {
  const user = userEvent.setup();
  const router = renderRoutes(
    [
      { path: '/quiz/topics/:categoryId', element: <Harness questionCount={questionCount} /> },
      { path: '/quiz/:categoryId/:topicId/:gameMode', element: <h1>Quiz page</h1> },
    ],
    `/quiz/topics/${CATEGORY_ID}`,
  );
  await user.click(screen.getByRole('button', { name: 'Computers' }));
  const dialog = screen.getByRole('dialog', { name: 'Choose a game mode' });
  return { user, router, dialog };
}

describe('the game-mode dialog', () => {
  it('lists the four modes with durations computed from their rules, players and the shared multipliers', async () => {
    const { dialog } = await openDialog();
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'practice',
      'timed',
      'quick_fire',
      'competitive',
    ]);
    const describe = (name: string) => within(dialog).getByRole('radio', { name });
    expect(describe('Practice')).toBeChecked();
    expect(describe('Practice')).toHaveAccessibleDescription(/^×1\.0 points Unlimited · Solo/);
    expect(describe('Timed')).toHaveAccessibleDescription(
      /^×1\.0 points Up to 2 min · Solo · 10 s per question/,
    );
    // Ten questions at 5 s with no pause between them.
    expect(describe('Quick Fire')).toHaveAccessibleDescription(
      /^×1\.0 points Up to 50 s · Solo · 5 s per question/,
    );
    expect(describe('Competitive')).toHaveAccessibleDescription(
      /^×1\.5 points Up to 2 min · Multi/,
    );
    expect(describe('Competitive')).toHaveAccessibleDescription(/Practice Bot/);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each([
    ['Practice', 'practice'],
    ['Quick Fire', 'quick_fire'],
    ['Competitive', 'competitive'],
  ])('starts %s at /quiz/{categoryId}/{topicId}/%s', async (label, mode) => {
    const { user, router, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: label }));
    await user.click(within(dialog).getByRole('button', { name: 'Start Quiz' }));
    expect(router.state.location.pathname).toBe(`/quiz/${CATEGORY_ID}/${TOPIC_ID}/${mode}`);
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user } = await openDialog();
    expect(screen.getByRole('radio', { name: 'Practice' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Computers' })).toHaveFocus();
  });

  it('closes with Cancel without navigating', async () => {
    const { user, router, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe(`/quiz/topics/${CATEGORY_ID}`);
  });

  it('disables Start with a note for a topic without questions', async () => {
    const { dialog } = await openDialog(0);
    const start = within(dialog).getByRole('button', { name: 'Start Quiz' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'This topic has no questions yet, so it cannot be played.',
    );
  });
});
