import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newSignedInUser } from './accounts';
import { expect, test } from './fixtures';

/** Picks the first real choice of a select of the open tab (its first option is the prompt). */
async function chooseFirst(page: Page, label: string) {
  // The open tab's: the lobby's Quick Match panel has a Category of its own.
  const select = page.getByRole('tabpanel').getByLabel(label, { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

/** Answers the open question with its first option. */
async function answerFirst(page: Page) {
  await page.getByRole('group', { name: 'Answer options' }).getByRole('radio').first().check();
  const submit = page.getByRole('button', { name: 'Submit Answer' });
  await expect(submit).toBeEnabled();
  await submit.click();
}

test('two players find a room in the lobby, play a live game to the end over the socket, and see the same results', async ({
  page: ada,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const roomName = `Friday room ${tag}`;
  await newSignedInUser(ada, `Ada Host${tag}`);
  const graceContext = await browser.newContext({ baseURL });
  const grace = await graceContext.newPage();
  await newSignedInUser(grace, `Grace Guest${tag}`);

  // Ada creates a room of five questions from the real question bank.
  await ada.goto('/game/lobby');
  await ada.getByRole('tab', { name: 'Create Room' }).click();
  await ada.getByLabel('Room name').fill(roomName);
  await chooseFirst(ada, 'Category');
  await chooseFirst(ada, 'Topic');
  // Classic with 15 s a question: room enough for two browsers on a busy machine.
  await ada.getByLabel('Time per question').selectOption('15');
  await ada.getByLabel('Questions', { exact: true }).selectOption('5');
  await ada.getByRole('button', { name: 'Create Room' }).click();
  await expect(ada.getByText('Room created successfully!')).toBeVisible();
  await expect(ada).toHaveURL(/\/game\/multiplayer\/[0-9a-f-]{36}$/);
  await expect(ada.getByRole('heading', { name: roomName })).toBeVisible();

  // Grace finds it in Browse Rooms and joins.
  await grace.goto('/game/lobby');
  await grace.getByLabel('Search rooms').fill(tag);
  const card = grace.getByRole('listitem').filter({ hasText: roomName });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /Join Game/ }).click();
  await expect(grace.getByText('Joined game room!')).toBeVisible();
  await expect(grace).toHaveURL(/\/game\/multiplayer\//);

  // Cy comes to watch, and Grace says hello in the room's chat, which everyone sees.
  const cyContext = await browser.newContext({ baseURL });
  const cy = await cyContext.newPage();
  await newSignedInUser(cy, `Cy Watcher${tag}`);
  await cy.goto('/game/lobby');
  await cy.getByLabel('Search rooms').fill(tag);
  await cy
    .getByRole('listitem')
    .filter({ hasText: roomName })
    .getByRole('button', { name: /Spectate/ })
    .click();
  await expect(cy.getByText('You are watching as a spectator.')).toBeVisible();
  const chat = grace.getByRole('textbox', { name: 'Chat message' });
  await chat.fill('Good luck, everyone!');
  await chat.press('Enter');
  for (const page of [ada, cy]) await expect(page.getByText('Good luck, everyone!')).toBeVisible();

  // Ada sees Grace arrive and starts.
  await expect(
    ada
      .getByRole('listitem')
      .filter({ hasText: `Grace Guest${tag}` })
      .first(),
  ).toBeVisible();
  await ada.getByRole('button', { name: 'Start Game' }).click();

  for (let question = 1; question <= 5; question += 1) {
    for (const page of [ada, grace]) {
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible({ timeout: 15_000 });
      await answerFirst(page);
    }
    // Both answered: the question closes for both with its right answer shown.
    for (const page of [ada, grace])
      await expect(
        page.getByText(/Correct answer:|Correct! \+\d+ points|Incorrect answer/).first(),
      ).toBeVisible();
  }

  // Game over on both screens, the same standings in the same order.
  const standings = async (page: Page) => {
    await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible({ timeout: 15_000 });
    return page
      .getByRole('region', { name: /Game Over/ })
      .getByRole('listitem')
      .allInnerTexts();
  };
  // Each marks their own line '(you)'; otherwise the standings are the same, word for word.
  const adaSees = await standings(ada);
  const graceSees = await standings(grace);
  expect(adaSees).toHaveLength(2);
  expect(adaSees.filter((line) => line.includes(`Ada Host${tag} (you)`))).toHaveLength(1);
  expect(graceSees.filter((line) => line.includes(`Grace Guest${tag} (you)`))).toHaveLength(1);
  const unmarked = (lines: string[]) => lines.map((line) => line.replace(' (you)', ''));
  expect(unmarked(graceSees)).toEqual(unmarked(adaSees));
  // The spectator watched it to the same end.
  expect(await standings(cy)).toEqual(unmarked(adaSees));
  await graceContext.close();
  await cyContext.close();
});
