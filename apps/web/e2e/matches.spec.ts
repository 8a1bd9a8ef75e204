import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newSignedInUser } from './accounts';
import { apiPlayer } from './api-player';
import { expect, test } from './fixtures';

/** Answers the open question with its first option, if it is still open. */
async function answerFirst(page: Page) {
  await page.getByRole('group', { name: 'Answer options' }).getByRole('radio').first().check();
  const submit = page.getByRole('button', { name: 'Submit Answer' });
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** Both players answer each of the game's `total` questions and see each one close. */
async function playThrough(pages: Page[], total: number) {
  for (let question = 1; question <= total; question += 1) {
    for (const page of pages) {
      await expect(page.getByText(`Question ${question} of ${total}`)).toBeVisible({
        timeout: 30_000,
      });
      await answerFirst(page);
    }
    for (const page of pages)
      await expect(
        page.getByText(/Correct answer:|Correct! \+\d+ points|Incorrect answer/).first(),
      ).toBeVisible();
  }
}

test('two strangers find each other through Quick Match, play the live game the queue made, and each sees Win or Loss naming the other and a rating that moved', async ({
  page: ada,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  await newSignedInUser(ada, `Ada Quick${tag}`);
  const graceContext = await browser.newContext({ baseURL });
  const grace = await graceContext.newPage();
  await newSignedInUser(grace, `Grace Quick${tag}`);

  // Both look for a classic match in the same category; the first one waits with its counter.
  for (const page of [ada, grace]) {
    await page.goto('/game/lobby');
    const panel = page.getByRole('region', { name: 'Quick Match' });
    const category = panel.getByLabel('Category');
    await expect(category.locator('option').nth(1)).toBeAttached();
    await category.selectOption({ index: 1 });
    await panel.getByRole('button', { name: 'Find Match' }).click();
  }
  await expect(ada.getByText(/Match found! You play Grace Quick/)).toBeVisible({ timeout: 20_000 });

  // The queue's game: both are taken to it, and it starts once both are there.
  for (const page of [ada, grace]) await expect(page).toHaveURL(/\/game\/multiplayer\//);
  expect(new URL(grace.url()).pathname).toBe(new URL(ada.url()).pathname);
  await playThrough([ada, grace], 10);

  // The end names the opponent with Win, Loss or Draw, on both screens, consistently.
  const outcome = async (page: Page, other: string) => {
    await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible({ timeout: 30_000 });
    const said = page.getByText(new RegExp(`(You beat|You drew with) ${other}|${other} won`));
    await expect(said.first()).toBeVisible();
    return (await said.first().innerText()).startsWith('You beat')
      ? 'win'
      : (await said.first().innerText()).startsWith('You drew')
        ? 'draw'
        : 'loss';
  };
  const adaOutcome = await outcome(ada, `Grace Quick${tag}`);
  const graceOutcome = await outcome(grace, `Ada Quick${tag}`);
  expect([adaOutcome, graceOutcome].sort()).toEqual(
    adaOutcome === 'draw' ? ['draw', 'draw'] : ['loss', 'win'],
  );

  // The rated game shows on each player's profile as a rating in the category.
  for (const page of [ada, grace]) {
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Skill ratings' });
    await expect(card.getByText(/Provisional/).first()).toBeVisible();
  }
  await graceContext.close();
});

test('a friend is challenged from a conversation, accepts in the other browser, both play the live game and see the result', async ({
  page: ada,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const [adaName, graceName] = [`Ada Dare${tag}`, `Grace Dare${tag}`];
  const adaEmail = await newSignedInUser(ada, adaName);
  const graceContext = await browser.newContext({ baseURL });
  const grace = await graceContext.newPage();
  const graceEmail = await newSignedInUser(grace, graceName);
  // Friends, with a conversation to challenge from (set up over the API).
  const [adaApi, graceApi] = await Promise.all([
    apiPlayer(baseURL!, adaEmail),
    apiPlayer(baseURL!, graceEmail),
  ]);
  await adaApi.sendFriendRequest(graceApi.id);
  await graceApi.answerFriendRequest(adaApi.id);
  const conversation = await adaApi.openConversation([graceApi.id]);
  await adaApi.sendMessage(conversation, 'Fancy a quiz?');

  // Ada challenges Grace to play now, from their conversation, on five General questions.
  await ada.goto(`/messages?conversation=${conversation}`);
  await ada.getByRole('button', { name: `Challenge ${graceName}` }).click();
  const dialog = ada.getByRole('dialog', { name: `Challenge ${graceName}` });
  await dialog.getByRole('radio', { name: 'Play now' }).check();
  await dialog.getByLabel('Questions', { exact: true }).selectOption('5');
  await dialog.getByRole('button', { name: 'Send challenge' }).click();
  await expect(ada.getByText(`Challenge sent to ${graceName}`)).toBeVisible();

  // Grace sees it in the conversation; only she can accept.
  await grace.goto(`/messages?conversation=${conversation}`);
  await grace.getByRole('button', { name: 'Accept Challenge' }).click();
  for (const page of [ada, grace])
    await expect(page).toHaveURL(/\/game\/multiplayer\//, { timeout: 20_000 });

  await playThrough([ada, grace], 5);
  for (const [page, other] of [
    [ada, graceName],
    [grace, adaName],
  ] as const) {
    await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(new RegExp(`(You beat|You drew with) ${other}|${other} won`)).first(),
    ).toBeVisible();
  }

  // The finished challenge, with both players' results, on each side's Challenges page.
  for (const page of [ada, grace]) {
    await page.goto('/challenges?tab=finished');
    const card = page.getByRole('article').filter({ hasText: 'Completed' }).first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText(/Winner|A draw: nobody won\./).first()).toBeVisible();
  }
  await Promise.all([adaApi.dispose(), graceApi.dispose()]);
  await graceContext.close();
});
