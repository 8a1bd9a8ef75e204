import { PASSWORD, newEmail } from './accounts';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';
import { pseudoAudit, pt } from './pseudo-audit';
import { answerByKey, answersFor } from './quiz-bank';
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

/** A catalogue text as the pseudo-locale shows it, whole, with any number for `placeholder`. */
const ptWithNumber = (key: string, placeholder: string) =>
  new RegExp(
    `^${pt(key, { [placeholder]: '#' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('#', '\\d+')}$`,
  );

/**
 * The pseudo-locale run (docs/ARCHITECTURE.md, Languages): with every catalogue text shown as
 * `⟦Ŝîĝñ Îñ⟧`, the screens of screens.spec.ts, signed out and signed in, a quiz played to its
 * results included, must show no text outside the markers but content.
 */
test('every screen shows only catalogue texts and content in the pseudo-locale', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(480_000);
  const audit = await pseudoAudit(page);
  const h1 = page.getByRole('heading', { level: 1 });

  await page.goto('/');
  await expect(h1).toHaveText(pt('landing:hero.title'));
  await audit.check('landing');
  for (const [path] of SIGNED_OUT_PAGES) {
    await page.goto(path);
    await expect(h1).toHaveText(/^⟦.*⟧$/);
    await audit.check(path);
  }
  for (const [path, refusal] of [
    ['/unsubscribe', 'notifications:unsubscribe.missing'],
    ['/unsubscribe?token=no-such-token', 'notifications:unsubscribe.invalid'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('alert')).toContainText(pt(refusal!));
    await audit.check(path!);
  }

  // Registering, both steps, with a mistake on each so the checks speak.
  const email = newEmail();
  await page.goto('/register');
  await page.getByLabel(pt('auth:fields.fullName')).fill('Grace Hopper');
  await page.getByLabel(pt('auth:fields.email')).fill(email);
  await page.getByLabel(pt('auth:fields.password'), { exact: true }).fill('short');
  await page.getByLabel(pt('auth:fields.confirmPassword')).fill('short');
  await page.getByRole('button', { name: pt('auth:register.continue'), exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await audit.check('register, a short password');
  await page.getByLabel(pt('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(pt('auth:fields.confirmPassword')).fill(PASSWORD);
  await page.getByRole('button', { name: pt('auth:register.continue'), exact: true }).click();
  await page.getByLabel(pt('auth:fields.userType')).selectOption('student');
  await page.getByLabel(pt('auth:fields.birthYear')).fill('1980');
  await page.getByRole('button', { name: pt('auth:register.submit') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await audit.check('register, second step, a student too old');
  await page.getByLabel(pt('auth:fields.userType')).selectOption('professional');
  await page.getByRole('button', { name: pt('auth:register.submit') }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Signing in unverified is refused; then the mailed link verifies.
  await page.getByLabel(pt('auth:fields.email')).fill(email);
  await page.getByLabel(pt('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: pt('auth:signIn.submit') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await audit.check('sign-in before verifying');
  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText(pt('auth:verify.verified'))).toBeVisible();
  await audit.check('verify email');
  await page.goto('/verify-email');
  await expect(h1).toBeVisible();
  await audit.check('verify email without a link');
  await page.goto('/forgot-password');
  await page.getByLabel(pt('auth:fields.email')).fill(email);
  await page.getByRole('button', { name: pt('auth:forgot.submit') }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  await audit.check('forgot password, sent');

  // Another player, whose public profile is visited below.
  const other = newEmail();
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Alan Turing',
      email: other,
      password: PASSWORD,
      user_type: 'professional',
      birth_year: 1990,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto(await mailedLink(other, 'verify-email'));
  await expect(page.getByText(pt('auth:verify.verified'))).toBeVisible();

  await page.goto('/login');
  await page.getByLabel(pt('auth:fields.email')).fill(email);
  await page.getByLabel(pt('auth:fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: pt('auth:signIn.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(h1).toHaveText(/^⟦.*Grace.*⟧$/);
  await audit.check('dashboard');
  await page.getByRole('button', { name: pt('notifications:bell.label') }).click();
  await expect(page.getByText(pt('notifications:bell.empty'))).toBeVisible();
  await audit.check('notification centre');
  await page.getByRole('tab', { name: pt('common:topBar.recentAchievementsTitle') }).click();
  await expect(page.getByText(pt('common:topBar.noRecentAchievements'))).toBeVisible();
  await audit.check('notification centre, recent achievements');
  await page.keyboard.press('Escape');

  // A quiz: categories, topics, the mode dialog, play by number keys, results.
  const nav = page.getByRole('navigation', { name: pt('common:nav.main') });
  await nav.getByRole('link', { name: pt('common:nav.quiz'), exact: true }).click();
  await expect(page.getByRole('link', { name: 'Programming' })).toBeVisible();
  await audit.check('categories');
  await page.getByRole('link', { name: 'Programming' }).click();
  await page.getByRole('button', { name: 'SQL' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit.check('game mode dialog');
  await page.getByRole('button', { name: pt('content:modeDialog.start') }).click();
  for (let index = 0; index < 10; index++) {
    await expect(
      page.getByText(pt('quiz:question.position', { position: index + 1, total: 10 }), {
        exact: true,
      }),
    ).toBeVisible();
    if (index === 0) await audit.check('quiz play');
    // The first answer wrong, so both verdicts show; the rest right.
    await answerByKey(page, sqlAnswers, index === 0 ? 'wrong' : 'right');
    await expect(
      page
        .getByText(pt(index === 0 ? 'quiz:reveal.incorrect' : 'quiz:reveal.correct'), {
          exact: true,
        })
        .first(),
    ).toBeVisible();
    if (index < 2) await audit.check(`quiz play, verdict ${index + 1}`);
  }
  await expect(page).toHaveURL(/\/quiz\/results\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByText(pt('quiz:results.timePerQuestion'))).toBeVisible();
  await audit.check('quiz results');

  // Friends, requests both ways, a block and an online friend, set up over the API.
  const scene = await setUpFriends(baseURL!, email, other);

  await nav.getByRole('link', { name: pt('common:nav.leaderboard') }).click();
  await expect(h1).toHaveText(pt('leaderboard:heading'));
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Grace Hopper' }).first(),
  ).toBeVisible();
  await audit.check('leaderboard');
  await nav.getByRole('link', { name: pt('common:nav.achievements') }).click();
  await expect(page.getByRole('article', { name: 'First Steps' })).toBeVisible();
  await audit.check('achievements');
  await nav.getByRole('link', { name: pt('common:nav.profile') }).click();
  await expect(h1).toHaveText('Grace Hopper');
  await expect(
    page
      .getByRole('group', { name: pt('friends:privacy.messages') })
      .getByRole('radio', { name: pt('friends:privacy.messagesFrom.friends') }),
  ).toBeChecked();
  for (const tab of ['overview', 'statistics', 'achievements', 'social', 'activity']) {
    await page.getByRole('tab', { name: pt(`profile:tabs.${tab}`) }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await audit.check(`profile, ${tab}`);
  }

  const { user } = (await (
    await request.post('/api/auth/login', { data: { email: other, password: PASSWORD } })
  ).json()) as { user: { id: string } };
  await page.goto(`/profile/${user.id}`);
  await expect(h1).toHaveText('Alan Turing');
  const actions = page.getByRole('group', {
    name: pt('friends:actionsOf', { name: 'Alan Turing' }),
  });
  await expect(actions.getByRole('button', { name: pt('friends:actions.remove') })).toBeVisible();
  await audit.check('public profile of a friend');
  await actions.getByRole('button', { name: pt('ui:report.open') }).click();
  await expect(
    page.getByRole('dialog', { name: pt('ui:report.titleUser', { name: 'Alan Turing' }) }),
  ).toBeVisible();
  await audit.check('report dialog');
  await page.keyboard.press('Escape');

  for (const [path] of ASSESSMENT_PAGES) {
    await page.goto(path);
    await expect(h1).toBeVisible();
    await audit.check(path);
    // A public page shows its heading before the session check ends; leaving at once would abort
    // that refresh after the server rotated the token, and the next page's refresh would then
    // look like a stolen token (docs/SECURITY.md, refresh reuse) and end the session.
    await page.waitForLoadState('networkidle');
  }
  await page.goto(GAME_PAGES[0]![0]);
  await expect(page.getByRole('tab', { name: pt('games:lobby.tabs.browse') })).toBeVisible();
  await audit.check('game lobby');
  await page.goto(GAME_PAGES[1]![0]);
  await expect(page.getByText(pt('games:room.notFoundText'))).toBeVisible();
  await audit.check('game not found');
  await page.goto(GAME_PAGES[2]![0]);
  await expect(page.getByRole('tab', { name: pt('challenges:page.tabs.received') })).toBeVisible();
  await audit.check('challenges');
  await page.goto(GAME_PAGES[3]![0]);
  await expect(page.getByRole('tab', { name: pt('studyGroups:page.tabs.discover') })).toBeVisible();
  await audit.check('study groups');
  await page.goto(GAME_PAGES[4]![0]);
  await expect(page.getByLabel(pt('tournaments:list.status'))).toBeVisible();
  await audit.check('tournaments');
  await page.goto(GAME_PAGES[5]![0]);
  await expect(page.getByText(pt('tournaments:detail.notFoundText'))).toBeVisible();
  await audit.check('tournament not found');
  await page.goto(GAME_PAGES[7]![0]);
  await expect(
    page.getByRole('heading', { level: 1, name: pt('tournamentForm:title') }),
  ).toBeVisible();
  await audit.check('create tournament');
  const players = {
    friend: scene.friend.name,
    ada: scene.ada.name,
    hedy: scene.hedy.name,
    mallory: scene.mallory.name,
  };
  for (const [path, , shows] of FRIENDS_TABS) {
    await page.goto(path);
    await expect(h1).toHaveText(pt('friends:heading'));
    if (path.endsWith('find')) await page.getByLabel(pt('friends:find.label')).fill(FRIENDS_SEARCH);
    const panel = page.getByRole('tabpanel');
    await expect(
      shows === 'pager'
        ? panel.getByRole('navigation', { name: pt('friends:browse.pages') })
        : panel.getByRole('listitem').filter({ hasText: players[shows] }).first(),
    ).toBeVisible();
    await audit.check(path);
  }
  await page.goto('/friends');
  const friendCard = page.getByRole('listitem').filter({ hasText: 'Alan Turing' });
  await friendCard.getByRole('button', { name: pt('friends:actions.block') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit.check('block dialog');
  await page.keyboard.press('Escape');
  await friendCard.getByRole('button', { name: pt('friends:actions.remove') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await audit.check('remove friend dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Messages before any conversation; then conversations, each leaving a notification.
  await page.goto('/messages');
  await expect(page.getByText(pt('messages:list.empty'))).toBeVisible();
  await audit.check('messages, none yet');
  const conversations = await setUpConversations(scene);

  // The bell with unread notifications, on both tabs, and the notifications page.
  await page
    .getByRole('button', { name: ptWithNumber('notifications:bell.labelUnread_other', 'shown') })
    .click();
  const centre = page.getByRole('dialog', { name: pt('notifications:bell.label') });
  await expect(
    centre.getByText(pt('notifications:kinds.friend_request_received', { name: 'Ada Lovelace' })),
  ).toBeVisible();
  await audit.check('notification centre, unread');
  await centre.getByRole('tab', { name: pt('common:topBar.recentAchievementsTitle') }).click();
  await expect(centre.getByText('First Steps')).toBeVisible();
  await audit.check('notification centre, recent achievements with some');
  await page.keyboard.press('Escape');
  await page.goto('/notifications?filter=unread');
  for (const text of [
    pt('notifications:kinds.friend_request_received', { name: 'Ada Lovelace' }),
    pt('notifications:kinds.friend_request_accepted', { name: 'Alan Turing' }),
    pt('notifications:kinds.message_received_other', { name: 'Alan Turing', count: 2 }),
    pt('notifications:kinds.achievement_unlocked', { title: 'First Steps' }),
    ptWithNumber('notifications:kinds.level_up', 'level'),
  ])
    await expect(page.getByRole('article', { name: text })).toBeVisible();
  await audit.check('notifications, unread');
  await page.getByRole('link', { name: pt('notifications:page.settingsLink') }).click();
  await expect(
    page.getByRole('switch', { name: pt('notifications:settings.emailEnabled') }),
  ).toBeChecked();
  await audit.check('notification settings');

  // The conversation list, a thread with a reply, an image and a file waiting, its menu.
  await page.goto('/messages');
  const list = page.getByRole('region', { name: pt('messages:list.label') });
  await expect(
    list.getByRole('heading', { name: pt('messages:list.requests_one', { count: 1 }) }),
  ).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(GROUP_NAME) })).toBeVisible();
  await audit.check('messages, the list');
  await page.goto(`/messages?conversation=${conversations.direct}`);
  const thread = page.getByRole('region', { name: pt('messages:thread.label') });
  await expect(
    thread.getByRole('img', {
      name: pt('messages:attachment.image', { name: DIRECT_TEXTS.imageName }),
    }),
  ).toBeVisible();
  await thread.getByLabel(pt('messages:composer.attach')).setInputFiles(NOTES_FILE);
  await expect(
    thread.getByRole('button', {
      name: pt('messages:composer.removeAttachment', { name: NOTES_FILE.name }),
    }),
  ).toBeVisible();
  await audit.check('messages, a thread with a file waiting');
  await thread.getByRole('button', { name: pt('messages:menu.label') }).click();
  await expect(page.getByRole('menuitem', { name: pt('messages:menu.unpin') })).toBeVisible();
  await audit.check('conversation menu');
  await page.keyboard.press('Escape');
  await page.goto(`/messages?conversation=${conversations.request}`);
  await expect(thread.getByRole('button', { name: pt('messages:request.ignore') })).toBeVisible();
  await audit.check('messages, a message request');
  await page.getByRole('button', { name: pt('messages:newMessage.open') }).click();
  const newMessage = page.getByRole('dialog', { name: pt('messages:newMessage.title') });
  for (const name of ['Alan Turing', 'Katherine Johnson'])
    await newMessage.getByRole('checkbox', { name: new RegExp(name) }).check();
  await expect(newMessage.getByLabel(pt('messages:newMessage.groupName'))).toBeVisible();
  await audit.check('new message dialog, two friends picked');
  await page.keyboard.press('Escape');
  await page.goto(`/messages?conversation=${conversations.group}`);
  await thread.getByRole('button', { name: pt('messages:menu.label') }).click();
  await page.getByRole('menuitem', { name: pt('messages:menu.groupSettings') }).click();
  await expect(page.getByRole('dialog', { name: pt('messages:group.title') })).toBeVisible();
  await audit.check('group settings dialog');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/messages?conversation=${conversations.direct}`);
  await expect(page.getByRole('button', { name: pt('messages:thread.back') })).toBeVisible();
  await audit.check('messages thread (390 px)');
  await page.setViewportSize({ width: 1280, height: 720 });
  await scene.dispose();

  await page.getByRole('button', { name: pt('common:topBar.settings') }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await audit.check('settings menu');
  await page.getByRole('menuitem', { name: pt('common:topBar.preferences') }).click();
  await expect(h1).toHaveText(pt('preferences:title'));
  await page.getByRole('button', { name: pt('preferences:save') }).click();
  await expect(page.getByText(pt('preferences:saved'))).toBeVisible();
  await audit.check('preferences, saved');

  expect(audit.findings(), 'texts that came from no catalogue').toEqual([]);
});

test('the pseudo-locale run notices text that no catalogue gave, and passes content', async ({
  page,
}) => {
  const audit = await pseudoAudit(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt('landing:hero.title'));
  // A player's name that ends in a number, as the API sends it, is content whole.
  await page.route('**/api/test-content', (route) =>
    route.fulfill({ json: { players: [{ full_name: 'Ada Dare852689' }] } }),
  );
  await page.evaluate(async () => {
    await fetch('/api/test-content');
    const row = document.createElement('p');
    row.textContent = '⟦#1⟧ Ada Dare852689';
    document.body.append(row);
  });
  await page.evaluate(() => {
    const note = document.createElement('p');
    note.textContent = 'Loading your results…';
    const button = document.createElement('button');
    button.setAttribute('aria-label', 'Close dialog');
    const mixed = document.createElement('p');
    mixed.textContent = '⟦Ŵéļçöṁé⟧ back, QuizArena';
    const fine = document.createElement('p');
    fine.textContent = '⟦Ŵéļçöṁé ƀáçķ⟧, QuizArena · https://opentdb.com · 12:30';
    document.body.append(note, button, mixed, fine);
  });
  await audit.check('landing, with text added by hand');
  expect(audit.findings().map((finding) => finding.untranslated)).toEqual([
    'Loading your results',
    'Close dialog',
    'back, QuizArena',
  ]);
});
