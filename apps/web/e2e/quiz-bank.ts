import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

type BankLine = { topic: string; question_text: string; options: string[]; correct_index: number };
export type KnownAnswer = { right: string; wrong: string };

const seedDir = fileURLToPath(new URL('../../server/seed/', import.meta.url));

/** Text with its whitespace folded, as innerText and the bank compare. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The bank marks code with backticks; the page shows it as code, without them. */
export const shown = (text: string) => squash(text.replace(/```[\w+-]*|`/g, ''));

/**
 * The correct and a wrong option of every question of `topic`, read from the seeded bank: a
 * player in the browser is never told the answer before answering, so a test knows it this way.
 */
export function answersFor(topic: string): Map<string, KnownAnswer> {
  return new Map(
    readFileSync(path.join(seedDir, 'original-questions.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BankLine)
      .filter((line) => line.topic === topic)
      .map((line) => [
        shown(line.question_text),
        {
          right: shown(line.options[line.correct_index]!),
          wrong: shown(line.options.find((_, index) => index !== line.correct_index)!),
        },
      ]),
  );
}

/** The answer to the question on screen, failing the test if the bank does not know it. */
export async function answerOnScreen(
  page: Page,
  answers: Map<string, KnownAnswer>,
): Promise<KnownAnswer> {
  const text = squash(await page.locator('#quiz-question-text').innerText());
  const answer = answers.get(text);
  expect(answer, `question in the bank: ${text}`).toBeDefined();
  return answer!;
}

/** Answers the question on screen by its number key, as a keyboard-only player would. */
export async function answerByKey(
  page: Page,
  answers: Map<string, KnownAnswer>,
  choice: keyof KnownAnswer = 'right',
) {
  const answer = await answerOnScreen(page, answers);
  const options = (await page.locator('[aria-keyshortcuts]').allInnerTexts()).map(squash);
  const position = options.findIndex((option) => option.endsWith(answer[choice]));
  expect(position, `${answer[choice]} among ${options.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await page.keyboard.press(String(position + 1));
}

/**
 * Answers every question of a practice quiz on screen rightly (from question `from` + 1, for a
 * quiz already begun), and waits for its results.
 */
export async function answerAllRight(page: Page, answers: Map<string, KnownAnswer>, from = 0) {
  for (let index = from; index < 10; index++) {
    await expect(page.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
    const answer = await answerOnScreen(page, answers);
    await page.getByRole('button', { name: answer.right, exact: true }).first().click();
    await expect(page.getByText(/Answered in/)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/quiz\/results\/[0-9a-f-]{36}$/, { timeout: 15_000 });
}
