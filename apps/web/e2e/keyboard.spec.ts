import type { Page } from '@playwright/test';
import { expectAccessible, expectButtonsOutlined } from './a11y';
import { newEmail, PASSWORD, register } from './accounts';
import { expect, test } from './fixtures';
import { expectFocusVisible, tabTo } from './focus';
import { mailedLink } from './outbox';
import { answerOnScreen, answersFor, squash } from './quiz-bank';

const sqlAnswers = answersFor('SQL');

/**
 * axe with more contrast asked for (light and dark), then again under forced colours, where
 * every button must keep a border or outline of its own. Returns how many buttons that was.
 */
async function expectHighContrast(page: Page, where: string): Promise<number> {
  await page.emulateMedia({ contrast: 'more' });
  await expectAccessible(page, `${where}, more contrast`);
  await page.emulateMedia({ contrast: null, forcedColors: 'active' });
  // The system palette paints both themes alike, while axe measures the colours the page asked
  // for: the dark theme's pale text against the forced white would be a finding about nothing.
  await expectAccessible(page, `${where}, forced colours`, { otherTheme: false });
  const buttons = await expectButtonsOutlined(page, `${where}, forced colours`);
  await page.emulateMedia({ forcedColors: null });
  return buttons;
}

/**
 * The countdown ring sweeps with a short transition, and under reduced motion steps with none:
 * no transition time, and nothing running over a second and a half of countdown (the ring
 * moves every second, so a transition would show).
 */
async function expectRingFollowsMotionSetting(page: Page) {
  const arc = page.getByTestId('countdown-arc');
  const motion = () =>
    arc.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        property: style.transitionProperty,
        duration: style.transitionDuration,
        animation: style.animationName,
        running: element.getAnimations().length,
      };
    });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(async () => (await motion()).duration).toBe('0.2s');
  expect((await motion()).property).toBe('stroke-dashoffset');
  await expect.poll(async () => (await motion()).running, { timeout: 3_000 }).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(async () => (await motion()).duration).toBe('0s');
  // A sweep already under way when the setting changed may finish its 0.2 s; none starts after.
  await expect.poll(async () => (await motion()).running, { timeout: 1_000 }).toBe(0);
  for (let look = 0; look < 10; look++) {
    expect(await motion()).toMatchObject({ duration: '0s', animation: 'none', running: 0 });
    await page.waitForTimeout(150);
  }
  await page.emulateMedia({ reducedMotion: null });
}

test('a keyboard-only player signs in, plays a timed quiz by Tab, Enter and number keys, reads the results and opens Preferences, with focus moving on and visible at every stop', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const h1 = page.getByRole('heading', { level: 1 });

  // The account comes ready (registered and verified); everything from sign-in is keyboard.
  const email = newEmail();
  await register(page, email, 'Alan Kay');
  await page.goto(await mailedLink(email, 'verify-email'));
  await expect(page.getByText('Your email is verified.')).toBeVisible();

  await page.goto('/login');
  // Focus given before the app takes over the prerendered markup would go with it.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(h1).toHaveText('Welcome back');
  expect(await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }))).toBe(1);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(h1).toHaveText('Welcome back, Alan!');

  // The dashboard with more contrast and under forced colours.
  expect(await expectHighContrast(page, 'dashboard')).toBeGreaterThan(0);

  // Past the navigation by the skip link, to the category chooser.
  expect(await tabTo(page, page.getByRole('link', { name: 'Skip to main content' }))).toBe(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: /^Quick Quiz/ }));
  await page.keyboard.press('Enter');
  await expect(h1).toHaveText('Quiz Categories');
  await tabTo(page, page.getByRole('link', { name: 'Programming' }), { max: 40 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'SQL' }), { max: 40 });
  await page.keyboard.press('Enter');

  // The mode dialog: focus starts on the chosen mode, arrows change it, Tab reaches Start.
  const dialog = page.getByRole('dialog', { name: 'Choose a game mode' });
  await expect(dialog.getByRole('radio', { name: /Practice/ })).toBeFocused();
  await expectFocusVisible(page, 'mode dialog');
  await page.keyboard.press('ArrowDown');
  const timed = dialog.getByRole('radio', { name: /Timed/ });
  await expect(timed).toBeFocused();
  await expect(timed).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Start Quiz' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quiz\/[^/]+\/[^/]+\/timed$/);

  // Odd questions by Tab and Enter, even ones by their number key.
  for (let index = 0; index < 10; index++) {
    await expect(page.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
    // A new question takes focus, so the options are the next stops.
    await expect(page.locator('#quiz-question-text')).toBeFocused();
    if (index === 0) await expectRingFollowsMotionSetting(page);
    const answer = await answerOnScreen(page, sqlAnswers);
    if (index % 2 === 0) {
      const option = page.getByRole('button', { name: answer.right, exact: true }).first();
      await tabTo(page, option, { max: 4 });
      await page.keyboard.press('Enter');
    } else {
      const options = (await page.locator('[aria-keyshortcuts]').allInnerTexts()).map(squash);
      const position = options.findIndex((option) => option.endsWith(answer.right));
      expect(position, `the right answer among ${options.join(' | ')}`).toBeGreaterThanOrEqual(0);
      await page.keyboard.press(String(position + 1));
    }
    await expect(page.getByText(/Answered in/)).toBeVisible();

    if (index === 2) {
      // Paused from the keyboard, the quiz screen with more contrast and under forced colours.
      await tabTo(page, page.getByRole('button', { name: 'Pause', exact: true }), { max: 8 });
      await page.keyboard.press('Enter');
      await expect(page.getByText('Paused. Press Resume or Next to go on.')).toBeVisible();
      expect(await expectHighContrast(page, 'quiz verdict')).toBeGreaterThan(0);
      await page.emulateMedia({ forcedColors: 'active' });
      const options = '[aria-keyshortcuts]';
      expect(await expectButtonsOutlined(page, 'answer options, forced colours', options)).toBe(4);
      await page.emulateMedia({ forcedColors: null });
      await expect(page.getByRole('button', { name: 'Resume', exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
    }
  }

  await expect(page).toHaveURL(/\/quiz\/results\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page).toHaveTitle('Quiz Results · QuizArena');
  // Focus starts again from the headline, then runs through the results in order, and back.
  await expect(h1).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Continue Playing' }), { max: 30 });

  // Preferences, from the settings menu just before the page.
  await tabTo(page, page.getByRole('button', { name: 'Settings' }), { max: 30, back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeFocused();
  await expectFocusVisible(page, 'settings menu');
  // One item per key press, each seen focused before the next press: the menu moves focus as it
  // renders, and a press that lands before that counts from the item before.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Notifications' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Preferences' })).toBeFocused();
  await expectFocusVisible(page, 'settings menu');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/preferences$/);
  await expect(h1).toHaveText('Preferences');
});
