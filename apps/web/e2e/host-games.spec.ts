import { readFile } from 'node:fs/promises';
import { expect as base, type Page } from '@playwright/test';
import { newSignedInUser } from './accounts';
import { expect, test } from './fixtures';

/** Picks the first real choice of a select (its first option is the prompt). */
async function chooseFirst(page: Page, label: string) {
  const select = page.getByLabel(label, { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

test('a teacher hosts a class game on a shared screen and a guest plays it by PIN from a phone', async ({
  page: teacher,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await newSignedInUser(teacher, 'Ms Teacher');

  // The shared screen: the content, five questions of 15 s, then the PIN and the QR code.
  await teacher.goto('/host');
  await chooseFirst(teacher, 'Category');
  await chooseFirst(teacher, 'Topic');
  await teacher.getByLabel('Questions', { exact: true }).selectOption('5');
  await teacher.getByLabel('Seconds per question').selectOption('15');
  await teacher.getByRole('button', { name: 'Create game' }).click();
  const pin = (await teacher.getByTestId('game-pin').innerText()).trim();
  base(pin).toMatch(/^\d{6}$/);
  await expect(teacher.getByRole('img', { name: /QR code for the join link/ })).toBeVisible();

  // A guest on a phone-sized screen, signed out, joins with the PIN and a nickname.
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`/join?pin=${pin}`);
  await expect(phone.getByLabel('Game PIN')).toHaveValue(pin);
  await expect(
    phone.getByText('Guests earn no points and nothing is kept after the game.'),
  ).toBeVisible();
  await phone.getByLabel('Nickname').fill('Pixel');
  await phone.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(phone.getByText("You're in! Look for your nickname on the screen.")).toBeVisible();

  // The screen sees Pixel arrive; the teacher starts.
  await expect(teacher.getByText('Pixel')).toBeVisible();
  await teacher.getByRole('button', { name: 'Start game' }).click();

  for (let question = 1; question <= 5; question += 1) {
    await expect(teacher.getByText(`Question ${question} of 5`)).toBeVisible({ timeout: 20_000 });
    // The phone shows the answers by colour and shape; the guest taps the first.
    const first = phone.getByRole('button', { name: /^Red triangle: / });
    await first.tap();
    // The only player answered, so the question closes at once: the verdict comes back (after
    // the last one the game ends at once, and the phone shows the place instead).
    if (question < 5)
      await expect(phone.getByText(/Correct! \+\d+ points|Incorrect answer/).first()).toBeVisible();
    // The screen shows how the class answered and the top five after the close.
    if (question < 5) {
      await expect(teacher.getByRole('table', { name: 'How the class answered' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(teacher.getByRole('table', { name: 'Top 5' }).getByText('Pixel')).toBeVisible();
    }
    // The teacher moves the class on without waiting out the pause.
    if (question < 5) await teacher.getByRole('button', { name: 'Pause' }).click();
    if (question < 5) await teacher.getByRole('button', { name: 'Next question' }).click();
  }

  // The end: the final results on the screen with a CSV, the guest's place on the phone.
  await expect(teacher.getByRole('heading', { name: 'Final results' })).toBeVisible({
    timeout: 20_000,
  });
  const download = teacher.waitForEvent('download');
  await teacher.getByRole('button', { name: 'Download results (CSV)' }).click();
  const file = await download;
  const csv = await readFile((await file.path())!, 'utf8');
  base(csv).toContain('Pixel');
  await expect(phone.getByText('You finished in place 1')).toBeVisible();
  await phoneContext.close();
});
