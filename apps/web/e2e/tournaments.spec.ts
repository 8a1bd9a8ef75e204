import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL, signIn } from './accounts';
import { newApiPlayer, type LiveQuestion } from './api-player';
import { expect, test } from './fixtures';
import { answersFor, shown } from './quiz-bank';

const statistics = answersFor('Statistics');
const FEE = 10;
const SPONSOR_PRIZE = 100;
const POOL = 2 * FEE + SPONSOR_PRIZE;
/**
 * How long after its creation the tournament starts: room for the registering, withdrawing and
 * registering again below on a busy machine. The start is the scheduler's (it polls each
 * second), and the match's game opens at the tournament sweep after it (every 5 s).
 */
const LEAD_MS = 30_000;

/** The right and a wrong option of a question asked, failing the test if the bank lacks it. */
function known(question: LiveQuestion) {
  const answer = statistics.get(shown(question.question_text));
  expect(answer, `question in the bank: ${question.question_text}`).toBeDefined();
  return answer!;
}

/** The signed-in player's balance as the sidebar writes it ('Level 2 · 140 pts'). */
const sidebarBalance = (page: Page, points: number | string = '\\d+') =>
  page.getByText(new RegExp(`^Level \\d+ · ${points} pts$`));

/** One of the figures of the tournament's header, by its label. */
const fact = (page: Page, label: string): Locator =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The bracket as screen readers read it: a list item a match. */
const bracketMatch = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Tournament bracket' }).getByRole('listitem').filter({
    hasText: name,
  });

test('a player pays a tournament entry, withdraws with a refund and registers again; the tournament starts, they win their match in the browser against a player on the socket, the bracket shows them winning and the prize is paid', async ({
  page: ada,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 6);
  const [adaName, graceName] = [`Ada Cup${tag}`, `Grace Cup${tag}`];
  const tournamentName = `Statistics Cup ${tag}`;
  const [admin, adaApi, grace] = await Promise.all([
    newApiPlayer(baseURL!, 'Tess Admin', E2E_ADMIN_EMAIL),
    newApiPlayer(baseURL!, adaName),
    newApiPlayer(baseURL!, graceName),
  ]);
  // Points for the entry fee: a practice quiz each (its First Steps achievement alone pays 10).
  await Promise.all([adaApi.playPracticeQuiz(), grace.playPracticeQuiz()]);
  await signIn(ada, adaApi.email);
  await expect(sidebarBalance(ada)).toBeVisible();
  const balance = Number(/· (\d+) pts/.exec(await sidebarBalance(ada).innerText())![1]);
  expect(balance).toBeGreaterThanOrEqual(FEE);

  // The admin's tournament: Statistics, open now, starting in a few seconds, for two players;
  // the winner takes the fees and a sponsor prize. Grace takes her seat at once.
  const topic = await admin.topic('Data Science', 'Statistics');
  const startsAt = new Date(Date.now() + LEAD_MS).toISOString();
  const tournamentId = await admin.createTournament({
    name: tournamentName,
    category_id: topic.category_id,
    topic_id: topic.id,
    max_participants: 2,
    entry_fee: FEE,
    sponsor_prize: SPONSOR_PRIZE,
    prize_distribution: [{ place: 1, share_percent: 100 }],
    registration_start: new Date(Date.now() - 60_000).toISOString(),
    registration_end: startsAt,
    tournament_start: startsAt,
    question_count: 5,
    seconds_per_question: 15,
  });
  await grace.registerForTournament(tournamentId);

  // Ada sees the fee and pays it: her balance drops by it, the pool grows by it.
  await ada.goto(`/tournament/${tournamentId}`);
  await expect(ada.getByRole('heading', { level: 1, name: tournamentName })).toBeVisible();
  await expect(fact(ada, 'Entry fee')).toHaveText(`${FEE} pts`);
  await expect(fact(ada, 'Participants')).toHaveText('1/2');
  await ada.getByRole('button', { name: `Register · ${FEE} pts` }).click();
  await expect(ada.getByText('Successfully registered for the tournament!')).toBeVisible();
  await expect(sidebarBalance(ada, balance - FEE)).toBeVisible();
  await expect(fact(ada, 'Participants')).toHaveText('2/2');
  await expect(fact(ada, 'Prize pool')).toHaveText(`${POOL} pts`);

  // She withdraws, after confirming: the fee comes back and the seat is free again.
  await ada.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = ada.getByRole('dialog', { name: 'Withdraw from the tournament?' });
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(ada.getByText('You withdrew from the tournament')).toBeVisible();
  await expect(sidebarBalance(ada, balance)).toBeVisible();
  await expect(fact(ada, 'Participants')).toHaveText('1/2');

  // And registers again, paying once more; the bracket waits for the start, here and in a
  // second tab that keeps it in view while Ada plays in the first.
  await ada.getByRole('button', { name: `Register · ${FEE} pts` }).click();
  await expect(sidebarBalance(ada, balance - FEE)).toBeVisible();
  await expect(fact(ada, 'Participants')).toHaveText('2/2');
  await ada.getByRole('tab', { name: 'Brackets' }).click();
  const notYet = 'Brackets will be generated once the tournament begins.';
  await expect(ada.getByText(notYet)).toBeVisible();
  const watcher = await ada.context().newPage();
  await watcher.goto(`/tournament/${tournamentId}?tab=brackets`);
  await expect(watcher.getByText(notYet)).toBeVisible();
  expect(Date.now(), 'registered before the start').toBeLessThan(Date.parse(startsAt));

  // The start: the bracket appears on the open pages by itself, the final playing, Ada's match.
  const final = bracketMatch(ada, adaName);
  await expect(final).toContainText('Playing now.', { timeout: LEAD_MS + 20_000 });
  await expect(final).toContainText(graceName);
  await expect(final).toContainText('(your match)');
  await expect(bracketMatch(watcher, adaName)).toContainText('Playing now.');

  // Grace plays over the socket and answers each question wrongly, the moment it is asked.
  const { match } = await grace.tournamentStanding(tournamentId);
  const asked: LiveQuestion[] = [];
  const graceDone = grace.playLiveGame(match!.game_id!, (question) => {
    asked.push(question);
    const { wrong } = known(question);
    return question.options.find((option) => shown(option.option_text) === wrong)!.id;
  });

  // Ada joins her match from the tournament page and answers every question rightly.
  await ada.getByRole('link', { name: 'Join Match' }).click();
  await expect(ada).toHaveURL(/\/game\/multiplayer\/[0-9a-f-]{36}$/);
  for (let question = 1; question <= 5; question += 1) {
    await expect(ada.getByText(`Question ${question} of 5`)).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => asked.length).toBeGreaterThanOrEqual(question);
    const { right } = known(asked[question - 1]!);
    await ada.getByRole('radio', { name: right, exact: true }).check();
    await ada.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(ada.getByText(/Correct! \+\d+ points/).first()).toBeVisible();
  }
  await expect(ada.getByRole('heading', { name: 'Game Over' })).toBeVisible({ timeout: 20_000 });
  // A tournament's match ends as a match does: Win or Loss by place (DECISIONS #25).
  const outcome = ada.getByTestId('match-outcome');
  await expect(outcome).toContainText('Win');
  await expect(outcome).toContainText(`You beat ${graceName}`);
  const adaLine = ada
    .getByRole('region', { name: 'Game Over' })
    .getByRole('listitem')
    .filter({ hasText: adaName });
  const matchPoints = Number(/(\d+) pts$/.exec((await adaLine.innerText()).trim())![1]);
  expect(matchPoints).toBeGreaterThan(0);
  await graceDone;

  // The bracket in the other tab moved by itself: the final decided, Ada its winner, and the
  // results with her prize.
  const decided = bracketMatch(watcher, adaName);
  await expect(decided).toContainText('Finished.');
  await expect(decided).toContainText(`${adaName} (`);
  await expect(decided).toContainText('goes on');
  await expect(watcher.locator('g[data-slot="winner"]').filter({ hasText: adaName })).toBeVisible();
  const results = watcher.getByRole('region', { name: 'Final results' });
  await expect(results.getByRole('listitem').first()).toContainText(`#1${adaName}`);
  await expect(results.getByRole('listitem').first()).toContainText(`Won ${POOL} pts`);

  // The prize's notification reaches Ada while she is still on the game's page.
  await ada.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(
    ada.getByText(`You finished #1 in ${tournamentName} and won ${POOL} points`),
  ).toBeVisible();
  // Her balance: what she had, less the fee, plus what the match's answers paid, plus the prize
  // (at least: an achievement the win unlocked may pay as well).
  await ada.goto('/dashboard');
  const total = ada.getByTestId('stat-Total Points');
  await expect
    .poll(async () => Number((await total.innerText()).replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(balance - FEE + matchPoints + POOL);
  await Promise.all([admin.dispose(), adaApi.dispose(), grace.dispose()]);
});
