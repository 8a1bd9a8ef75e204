import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newSignedInUser } from './accounts';
import { apiPlayer } from './api-player';
import { expect, test } from './fixtures';

/** Tomorrow at 18:00 as a datetime-local input takes it (the reader's local time). */
function tomorrowEvening(): string {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T18:00`;
}

/** A session's card on the page, by its title (a list item named by it). */
const sessionCard = (page: Page, title: string) =>
  page.getByRole('listitem', { name: title, exact: true });

/** A group's card on Discover or My Groups, by its name. */
const groupCard = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a study group is created, discovered and joined; a session is scheduled with a reminder; the group chats and plays a live session together', async ({
  page: ada,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = randomUUID().slice(0, 6);
  const groupName = `Algebra Circle ${tag}`;
  const adaEmail = await newSignedInUser(ada, `Ada Study${tag}`);
  const graceContext = await browser.newContext({ baseURL });
  const grace = await graceContext.newPage();
  await newSignedInUser(grace, `Grace Study${tag}`);

  // Ada creates a public group with the real form and lands on its page.
  await ada.goto('/study-groups');
  await ada.getByRole('button', { name: 'Create Group' }).click();
  const form = ada.getByRole('dialog', { name: 'Create Study Group' });
  await form.getByLabel('Group name').fill(groupName);
  await form.getByLabel('Description').fill('We practise algebra every week.');
  await form.getByLabel('Tags').fill('algebra, maths');
  await form.getByRole('button', { name: 'Create Group' }).click();
  await expect(ada).toHaveURL(/\/study-groups\/[0-9a-f-]{36}$/);
  await expect(ada.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  const groupId = new URL(ada.url()).pathname.split('/').pop()!;

  // Grace finds it on Discover and joins it.
  await grace.goto('/study-groups');
  await grace.getByLabel('Search groups').fill(tag);
  const card = groupCard(grace, groupName);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Join Group' }).click();
  await expect(grace.getByText('Successfully joined the study group!')).toBeVisible();
  await grace.getByRole('tab', { name: 'My Groups' }).click();
  await expect(groupCard(grace, groupName)).toBeVisible();

  // Ada schedules a session for tomorrow from the group's page.
  await ada.getByRole('tab', { name: 'Sessions' }).click();
  await ada.getByRole('button', { name: 'Schedule Session' }).click();
  const schedule = ada.getByRole('dialog', { name: 'Schedule Session' });
  await schedule.getByLabel('Title').fill(`Factoring drill ${tag}`);
  await schedule.getByLabel('Start date and time').fill(tomorrowEvening());
  await schedule.getByRole('button', { name: 'Schedule Session' }).click();
  await expect(ada.getByText('Session scheduled')).toBeVisible();
  await expect(sessionCard(ada, `Factoring drill ${tag}`)).toBeVisible();

  // Grace sees it among her upcoming sessions and asks to be reminded 15 minutes before.
  await grace.goto('/study-groups');
  await grace.getByRole('tab', { name: 'Sessions' }).click();
  const drill = sessionCard(grace, `Factoring drill ${tag}`);
  await expect(drill).toBeVisible();
  await drill.getByRole('button', { name: 'Set Reminder' }).click();
  const reminder = grace.getByRole('dialog', { name: 'Set Reminder' });
  await reminder.getByRole('radio', { name: '15 minutes' }).check();
  await reminder.getByRole('button', { name: 'Save Reminder' }).click();
  await expect(grace.getByText('Reminder set for 15 minutes before')).toBeVisible();
  await expect(drill.getByText('Reminder: 15 minutes before')).toBeVisible();

  // They chat on the group's page: Grace writes, Ada reads it live.
  await ada.getByRole('tab', { name: 'Chat' }).click();
  await grace.goto(`/study-groups/${groupId}`);
  await grace.getByRole('tab', { name: 'Chat' }).click();
  const composer = grace.getByRole('textbox', { name: 'Message' });
  await composer.fill(`Hello study group ${tag}`);
  await composer.press('Enter');
  await expect(ada.getByText(`Hello study group ${tag}`).first()).toBeVisible({ timeout: 15_000 });

  // A live session starting in a few seconds (set up over the API); the scheduler turns it live.
  const adaApi = await apiPlayer(baseURL!, adaEmail);
  const liveTitle = `Live practice ${tag}`;
  await adaApi.scheduleLiveSession(groupId, liveTitle, 4);
  await adaApi.dispose();
  await ada.waitForTimeout(5_000);
  await ada.goto(`/study-groups/${groupId}`);
  await ada.getByRole('tab', { name: 'Sessions' }).click();
  const hosted = sessionCard(ada, liveTitle);
  await expect(hosted.getByText('LIVE', { exact: true })).toBeVisible({ timeout: 15_000 });
  await hosted.getByRole('button', { name: 'Open live game' }).click();
  const open = ada.getByRole('dialog', { name: 'Open live game' });
  await open.getByLabel('Questions').selectOption('5');
  await open.getByRole('button', { name: 'Open Game' }).click();
  await expect(ada).toHaveURL(/\/game\/multiplayer\/[0-9a-f-]{36}\?group=/);
  // The group's chat sits beside the game.
  await expect(ada.getByRole('heading', { name: `${groupName}: group chat` })).toBeVisible();

  await grace.goto('/study-groups');
  await grace.getByRole('tab', { name: 'Sessions' }).click();
  await sessionCard(grace, liveTitle).getByRole('button', { name: 'Join Live' }).click();
  await expect(grace).toHaveURL(new RegExp(new URL(ada.url()).pathname));

  // Ada starts it once Grace is in; both play the five questions to the end.
  await expect(ada.getByText(`Grace Study${tag}`).first()).toBeVisible({ timeout: 15_000 });
  await ada.getByRole('button', { name: /Start Game/ }).click();
  for (let question = 1; question <= 5; question += 1) {
    for (const page of [ada, grace]) {
      await expect(page.getByText(`Question ${question} of 5`)).toBeVisible({ timeout: 30_000 });
      await page.getByRole('group', { name: 'Answer options' }).getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Submit Answer' }).click();
    }
  }
  for (const page of [ada, grace])
    await expect(page.getByRole('heading', { name: 'Game Over' })).toBeVisible({ timeout: 30_000 });

  // Both attended: the live session counts on My Groups.
  await grace.goto('/study-groups');
  await grace.getByRole('tab', { name: 'My Groups' }).click();
  await expect(groupCard(grace, groupName).getByText(/^1 of \d+$/)).toBeVisible();
  await graceContext.close();
});
