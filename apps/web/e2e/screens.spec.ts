import type { Page } from '@playwright/test';
import { expectAccessible, expectReflow } from './a11y';
import { PASSWORD, newEmail, register } from './accounts';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';
import { answerAllRight, answerOnScreen, answersFor } from './quiz-bank';
import { ASSESSMENT_PAGES, FRIENDS_TABS, GAME_PAGES, SIGNED_OUT_PAGES } from './screens';
import {
  DIRECT_TEXTS,
  FRIENDS_SEARCH,
  GROUP_NAME,
  NOTES_FILE,
  setUpConversations,
  setUpFriends,
} from './social-scene';

const sqlAnswers = answersFor('SQL');

/** axe, light and dark, and reflow at 320 px and at 200% zoom: what every screen must pass. */
async function expectScreenAccessible(page: Page, where: string) {
  await expectAccessible(page, where);
  await expectReflow(page, where);
}

// Twice the pixel density, so a 640 px wide viewport is a 1280 px screen at 200% zoom.
test.use({ deviceScaleFactor: 2 });

test('every screen and state passes axe and reflows at 320 px and 200% zoom; sign-in returns to the page asked for', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(600_000);
  const h1 = page.getByRole('heading', { level: 1 });
  const alert = page.getByRole('alert');

  // A 390 px phone: the landing page must not scroll sideways. The skip link comes first.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(h1).toHaveText('Learn by playing. Level up every day.');
  const width = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(width.scrollWidth, JSON.stringify(width)).toBeLessThanOrEqual(width.clientWidth);
  await expect(page).toHaveTitle('QuizArena');
  // The prerendered page paints before the app takes over (`dir` is set as the catalogue
  // arrives); focus given before then would go with the replaced markup.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expectScreenAccessible(page, 'landing (390 px)');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  for (const [path, title] of SIGNED_OUT_PAGES) {
    await page.goto(path);
    await expect(h1).toBeVisible();
    await expect(page).toHaveTitle(`${title} · QuizArena`);
    await expectScreenAccessible(page, path);
  }

  // Error states of the signed-out pages: a form sent empty, and mailed links missing or refused.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(alert).toHaveText('Please fill in all fields');
  await expectAccessible(page, 'login with errors');
  for (const [path, role, text] of [
    ['/reset-password', 'alert', 'This page needs the link from your reset email.'],
    ['/verify-email', 'status', 'Open the link in the email we sent you.'],
    [
      '/verify-email?token=no-such-token',
      'alert',
      'This verification link is invalid, expired or already used.',
    ],
    ['/unsubscribe', 'alert', 'This unsubscribe link is incomplete.'],
    [
      '/unsubscribe?token=no-such-token',
      'alert',
      'This unsubscribe link is invalid or has expired.',
    ],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole(role)).toContainText(text);
    await expectScreenAccessible(page, path);
  }
  await page.goto('/reset-password?token=no-such-token');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(alert).toHaveText('Password must be at least 8 characters long');
  await expectAccessible(page, 'reset password, too short');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(alert).toHaveText('This reset link is invalid, expired or already used.');
  await expectScreenAccessible(page, 'reset password, link refused');

  // Another player, whose public profile is visited below.
  const otherEmail = newEmail();
  await register(page, otherEmail, 'Alan Turing');
  await page.goto(await mailedLink(otherEmail, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  // A protected page sends the visitor to sign in, and signing in brings them back to it.
  const email = newEmail();
  await register(page, email, 'Grace Hopper');
  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await page.goto('/profile?tab=statistics');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile%3Ftab%3Dstatistics$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=statistics$/);
  await expect(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveTitle('Profile · QuizArena');
  await expectScreenAccessible(page, 'profile statistics');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(h1).toHaveText('Welcome back, Grace!');
  await expect(page.getByTestId('stat-Total Points')).toContainText('0');
  await expect(page).toHaveTitle('Dashboard · QuizArena');
  await expectScreenAccessible(page, 'dashboard');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expectAccessible(page, 'notification centre');
  await page.getByRole('tab', { name: 'Recent Achievements' }).click();
  await expect(page.getByText('No recent achievements')).toBeVisible();
  await expectAccessible(page, 'notification centre, recent achievements');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await expectAccessible(page, 'settings menu');
  await page.getByRole('menuitem', { name: 'Language' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  await expectAccessible(page, 'language menu');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // The navigation drawer of a phone: a modal that takes focus and gives it back.
  await page.setViewportSize({ width: 390, height: 844 });
  const openNavigation = page.getByRole('button', { name: 'Open navigation' });
  await openNavigation.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('button', { name: 'Close navigation' })).toBeFocused();
  await expectAccessible(page, 'navigation drawer (390 px)');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(openNavigation).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The quiz: categories, topics, the mode dialog, play, results.
  await nav.getByRole('link', { name: 'Quiz', exact: true }).click();
  await expect(h1).toHaveText('Quiz Categories');
  await expect(page.getByRole('link', { name: 'Programming' })).toBeVisible();
  await expectScreenAccessible(page, 'categories');
  await page.getByRole('link', { name: 'Programming' }).click();
  await expect(page.getByRole('button', { name: 'SQL' })).toBeVisible();
  await expectScreenAccessible(page, 'topics');
  await page.getByRole('button', { name: 'SQL' }).click();
  await expect(page.getByRole('radio', { name: /Practice/ })).toBeChecked();
  await expectScreenAccessible(page, 'game mode dialog');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await expectScreenAccessible(page, 'quiz play');
  // The verdict, held by Pause so the next question does not replace it mid-check. A machine
  // too busy to press Pause within the verdict's few seconds gets the next question: it tries
  // again on that one's verdict.
  let answered = 0;
  const pause = page.getByRole('button', { name: 'Pause', exact: true });
  do {
    await expect(page.getByText(`Question ${answered + 1} of 10`, { exact: true })).toBeVisible();
    const known = await answerOnScreen(page, sqlAnswers);
    await page.getByRole('button', { name: known.right, exact: true }).first().click();
    answered++;
    await expect(page.getByText(/Answered in/)).toBeVisible();
  } while (
    !(await pause.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  );
  await expect(page.getByText('Paused. Press Resume or Next to go on.')).toBeVisible();
  await expectScreenAccessible(page, 'quiz verdict');
  await page.getByRole('button', { name: 'Exit quiz' }).click();
  await expect(page.getByRole('dialog', { name: 'Quit this quiz?' })).toBeVisible();
  await expectScreenAccessible(page, 'quit dialog');
  await page.getByRole('button', { name: 'Keep playing' }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await answerAllRight(page, sqlAnswers, answered);
  await expect(page).toHaveTitle('Quiz Results · QuizArena');
  await expectScreenAccessible(page, 'quiz results');
  const sessionId = page.url().split('/').at(-1)!;

  // Friends, requests both ways, a block and an online friend, set up over the API.
  const scene = await setUpFriends(baseURL!, email, otherEmail);

  await nav.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page.getByRole('region', { name: 'Your rank' })).toContainText(/#\d+/);
  await expectScreenAccessible(page, 'leaderboard');
  await nav.getByRole('link', { name: 'Achievements' }).click();
  await expect(page.getByRole('article', { name: 'First Steps' })).toHaveAttribute(
    'data-unlocked',
    'true',
  );
  await expectScreenAccessible(page, 'achievements');
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(h1).toHaveText('Grace Hopper');
  await expect(
    page
      .getByRole('group', { name: 'Who can message you' })
      .getByRole('radio', { name: 'Friends' }),
  ).toBeChecked();
  await expectScreenAccessible(page, 'profile, with who can reach you');

  // Another player's public profile.
  const other = await request.post('/api/auth/login', {
    data: { email: otherEmail, password: PASSWORD },
  });
  const { user } = (await other.json()) as { user: { id: string } };
  await page.goto(`/profile/${user.id}`);
  await expect(h1).toHaveText('Alan Turing');
  await expect(page).toHaveTitle('Player Profile · QuizArena');
  const actions = page.getByRole('group', { name: 'What you can do about Alan Turing' });
  await expect(actions.getByRole('button', { name: 'Remove friend' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Online', { exact: true })).toBeVisible();
  await expectScreenAccessible(page, 'public profile of a friend');
  await actions.getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report Alan Turing' })).toBeVisible();
  await expectScreenAccessible(page, 'report dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The result shared by link: the card anyone with the link sees.
  const own = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  const { accessToken } = (await own.json()) as { accessToken: string };
  const shared = await request.post(`/api/games/session/${sessionId}/share`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(shared.ok(), await shared.text()).toBe(true);
  const { data: link } = (await shared.json()) as { data: { path: string } };
  await page.goto(link.path);
  await expect(h1).toHaveText(/played SQL$/);
  await expectScreenAccessible(page, 'shared result');

  for (const [path, heading, title] of ASSESSMENT_PAGES) {
    await page.goto(path);
    await expect(h1).toHaveText(heading);
    await expect(page).toHaveTitle(`${title} · QuizArena`);
    await expectScreenAccessible(page, path);
    // Let a public page's session check end before leaving (see pseudo-locale.spec.ts).
    await page.waitForLoadState('networkidle');
  }

  for (const [path, heading, title] of GAME_PAGES) {
    await page.goto(path);
    await expect(h1).toHaveText(heading);
    await expect(page).toHaveTitle(`${title} · QuizArena`);
    await expectScreenAccessible(page, path);
  }

  // Review: whatever the walker answered today comes due tomorrow at the soonest.
  await page.goto('/review');
  await expect(h1).toHaveText('Review');
  await expect(page.getByRole('heading', { level: 2, name: 'Nothing due' })).toBeVisible();
  await expect(page).toHaveTitle('Review · QuizArena');
  await expectScreenAccessible(page, '/review');

  const players = {
    friend: scene.friend.name,
    ada: scene.ada.name,
    hedy: scene.hedy.name,
    mallory: scene.mallory.name,
  };
  for (const [path, tab, shows] of FRIENDS_TABS) {
    await page.goto(path);
    await expect(h1).toHaveText('Friends');
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveTitle('Friends · QuizArena');
    if (path.endsWith('find')) await page.getByLabel('Search players').fill(FRIENDS_SEARCH);
    const panel = page.getByRole('tabpanel');
    await expect(
      shows === 'pager'
        ? panel.getByRole('navigation', { name: 'Pages' })
        : panel.getByRole('listitem').filter({ hasText: players[shows] }).first(),
    ).toBeVisible();
    await expectScreenAccessible(page, path);
  }
  await page.goto('/friends');
  const friendCard = page.getByRole('listitem').filter({ hasText: 'Alan Turing' });
  await expect(friendCard.getByText('Online', { exact: true })).toBeVisible();
  await friendCard.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByRole('dialog', { name: 'Block Alan Turing?' })).toBeVisible();
  await expectScreenAccessible(page, 'block dialog');
  await page.keyboard.press('Escape');
  await friendCard.getByRole('button', { name: 'Remove friend' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Remove Alan Turing from your friends?' }),
  ).toBeVisible();
  await expectScreenAccessible(page, 'remove friend dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Messages before any conversation; then conversations, each leaving a notification.
  await nav.getByRole('link', { name: /^Messages/ }).click();
  await expect(page).toHaveTitle('Messages · QuizArena');
  await expect(
    page.getByText('No conversations yet. Choose New message to start one.'),
  ).toBeVisible();
  await expectScreenAccessible(page, 'messages, none yet');
  const conversations = await setUpConversations(scene);

  // The bell with unread notifications, on both tabs, and the notifications page.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Notifications' });
  await expect(centre.getByText('Ada Lovelace sent you a friend request')).toBeVisible();
  await expectScreenAccessible(page, 'notification centre, unread');
  await centre.getByRole('tab', { name: 'Recent Achievements' }).click();
  await expect(centre.getByText('First Steps')).toBeVisible();
  await expectScreenAccessible(page, 'notification centre, recent achievements');
  await page.keyboard.press('Escape');
  await page.goto('/notifications?filter=unread');
  await expect(page).toHaveTitle('Notifications · QuizArena');
  await expect(page.getByRole('radio', { name: 'Unread' })).toBeChecked();
  for (const text of [
    'Ada Lovelace sent you a friend request',
    'Alan Turing accepted your friend request',
    'Alan Turing sent you 2 messages',
    'Achievement unlocked: First Steps',
    /^You reached level \d+!$/,
  ])
    await expect(page.getByRole('article', { name: text })).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Ada Lovelace sent you a friend request' })
      .getByRole('button', { name: 'Accept' }),
  ).toBeVisible();
  await expectScreenAccessible(page, 'notifications, unread');
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveTitle('Notification Settings · QuizArena');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await expectScreenAccessible(page, 'notification settings');

  // The conversation list: a pinned row, a message request and a group.
  await nav.getByRole('link', { name: /^Messages/ }).click();
  const list = page.getByRole('region', { name: 'Conversations' });
  const directRow = list.getByRole('link', { name: /Alan Turing/ });
  await expect(directRow).toContainText('Pinned');
  await expect(list.getByRole('heading', { name: 'Message request' })).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(GROUP_NAME) })).toBeVisible();
  await expectScreenAccessible(page, 'messages, the list');

  // A direct thread: a reply, an image, and a file waiting in the composer.
  await directRow.click();
  const thread = page.getByRole('region', { name: 'Conversation' });
  const image = thread.getByRole('img', { name: `Image: ${DIRECT_TEXTS.imageName}` });
  await expect(image).toBeVisible();
  await expect(thread.getByRole('blockquote')).toContainText(DIRECT_TEXTS.question);
  await thread.getByLabel('Attach a file').setInputFiles(NOTES_FILE);
  await expect(thread.getByRole('button', { name: `Remove ${NOTES_FILE.name}` })).toBeVisible();
  await expectScreenAccessible(page, 'messages, a thread with a file waiting');
  await thread.getByRole('button', { name: 'Conversation options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Unpin' })).toBeVisible();
  await expectAccessible(page, 'conversation menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // A stranger's message request, waiting for Accept or Ignore.
  await page.goto(`/messages?conversation=${conversations.request}`);
  await expect(thread.getByRole('button', { name: 'Ignore' })).toBeVisible();
  await expectScreenAccessible(page, 'messages, a message request');

  // New message with two friends picked: a group, which needs a name.
  await page.getByRole('button', { name: 'New message' }).click();
  const newMessage = page.getByRole('dialog', { name: 'New message' });
  for (const name of ['Alan Turing', 'Katherine Johnson'])
    await newMessage.getByRole('checkbox', { name: new RegExp(name) }).check();
  await expect(newMessage.getByLabel('Group name')).toBeVisible();
  await expectScreenAccessible(page, 'new message dialog, two friends picked');
  await page.keyboard.press('Escape');
  await expect(newMessage).toHaveCount(0);

  // The group's settings.
  await page.goto(`/messages?conversation=${conversations.group}`);
  await thread.getByRole('button', { name: 'Conversation options' }).click();
  await page.getByRole('menuitem', { name: 'Group settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Group settings' })).toBeVisible();
  await expectScreenAccessible(page, 'group settings dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A phone: the thread alone, with the way back to the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/messages?conversation=${conversations.direct}`);
  const back = page.getByRole('button', { name: 'Back to conversations' });
  await expect(back).toBeVisible();
  await expect(image).toBeVisible();
  await expectScreenAccessible(page, 'messages thread (390 px)');
  await back.click();
  await expect(h1).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 800 });
  await scene.dispose();

  // The old settings address, and administration for someone who is not an administrator.
  await page.goto('/preferences');
  await expect(page).toHaveURL(/\/settings\/preferences$/);
  await expect(h1).toHaveText('Preferences');
  await expectScreenAccessible(page, 'preferences');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Admin console')).toHaveCount(0);

  // The dark theme too, on the busiest screen.
  await expect(h1).toHaveText('Welcome back, Grace!');
  await page.getByRole('radio', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page, 'dashboard (dark)');
});
