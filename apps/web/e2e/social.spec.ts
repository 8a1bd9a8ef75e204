import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newSignedInUser } from './accounts';
import { expect, test } from './fixtures';
import { TINY_PNG } from './social-scene';

/** The sidebar's connection status (other live regions share the role). */
const connection = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Live|Connecting…|Reconnecting.*|Offline)$/ });

test('two players find each other, become friends, see each other online, chat with an image, read, and one blocks the other', async ({
  page: ada,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Names nobody else in the suite has, so the search finds exactly this pair.
  const tag = randomUUID().slice(0, 6);
  const adaName = `Ada Quill${tag}`;
  const graceName = `Grace Wren${tag}`;
  await newSignedInUser(ada, adaName);
  const graceContext = await browser.newContext({ baseURL });
  const grace = await graceContext.newPage();
  await newSignedInUser(grace, graceName);
  for (const each of [ada, grace]) await expect(connection(each)).toHaveText('Live');

  // Ada finds Grace and asks to be friends.
  await ada.goto('/friends?tab=find');
  await ada.getByLabel('Search players').fill(`  Grace Wren${tag} `);
  const result = ada.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(graceName);
  await result.getByRole('button', { name: 'Add Friend' }).click();
  await expect(ada.getByText('Friend request sent')).toBeVisible();

  // Grace's bell hears of it at once, and she accepts from the notification.
  await expect(grace.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await grace.goto('/notifications');
  const request = grace.getByRole('listitem').filter({ hasText: adaName });
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByText(`You are now friends with ${adaName}.`)).toBeVisible();
  // Their first friend is an achievement, which notifies too.
  await expect(
    grace.getByRole('article', { name: 'Achievement unlocked: Making Friends' }),
  ).toBeVisible();

  // Each sees the other online: in My Friends and in the sidebar's Online Now.
  await ada.goto('/friends');
  const friendCard = ada.getByRole('listitem').filter({ hasText: graceName });
  await expect(friendCard.getByText('Online', { exact: true })).toBeVisible();
  await expect(
    ada.getByRole('region', { name: 'Online Now' }).getByRole('link', { name: graceName }),
  ).toBeVisible();

  // Ada messages Grace with an image.
  await friendCard.getByRole('link', { name: 'Message' }).click();
  await expect(ada).toHaveURL(/\/messages/);
  await ada.getByLabel('Attach a file').setInputFiles({
    name: 'board.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(ada.getByRole('button', { name: 'Remove board.png' })).toBeVisible();
  const composer = ada.getByRole('textbox', { name: 'Message' });
  await composer.fill('Look at this board');
  await composer.press('Enter');
  const own = ada
    .getByRole('list', { name: `Messages with ${graceName}` })
    .getByRole('listitem')
    .filter({ hasText: 'Look at this board' });
  await expect(own).toBeVisible();

  // Grace gets it live: the sidebar's badge, then the thread with the image.
  await expect(grace.getByRole('link', { name: /^Messages ?, 1 unread message$/ })).toBeVisible();
  await grace.goto('/messages');
  await grace
    .getByRole('list', { name: 'Your conversations' })
    .getByRole('link', { name: new RegExp(adaName) })
    .click();
  const received = grace
    .getByRole('list', { name: `Messages with ${adaName}` })
    .getByRole('listitem')
    .filter({ hasText: 'Look at this board' });
  await expect(received).toBeVisible();
  const image = received.getByRole('img', { name: 'Image: board.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Grace read it: Ada's message says so.
  await expect(own.getByText('Read', { exact: true })).toBeAttached();

  // Grace blocks Ada: Ada's next message is refused and taken back.
  await grace.goto('/friends');
  await grace
    .getByRole('listitem')
    .filter({ hasText: adaName })
    .getByRole('button', { name: 'Block' })
    .click();
  await grace.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
  await expect(grace.getByText('Player blocked')).toBeVisible();
  await composer.fill('Are you there?');
  await composer.press('Enter');
  // The toast says why, in the server's words; the words go back into the composer.
  await expect(ada.getByText('You cannot send messages to this player')).toBeVisible();
  await expect(composer).toHaveValue('Are you there?');
  await expect(
    ada
      .getByRole('list', { name: `Messages with ${graceName}` })
      .getByRole('listitem')
      .filter({ hasText: 'Are you there?' }),
  ).toHaveCount(0);
  await graceContext.close();
});
