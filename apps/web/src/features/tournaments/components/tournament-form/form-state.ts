import {
  createTournamentBodySchema,
  distributionProblem,
  placePrizes,
  type CreateTournamentBody,
  type SponsorTier,
  type TournamentDifficulty,
  type TournamentFormat,
} from '@quizarena/contracts';
import { addDays, addHours, format, formatISO, isValid } from 'date-fns';
import type { z } from 'zod';

export type PrizeRow = { key: number; share: string; description: string };
export type RuleRow = { key: number; title: string; description: string; important: boolean };
export type SponsorRow = {
  key: number;
  name: string;
  logo: string;
  website: string;
  tier: SponsorTier;
};

/** The form as its inputs hold it: numbers as typed, times as a datetime-local input holds them. */
export type TournamentForm = {
  name: string;
  description: string;
  categoryId: string;
  topicId: string;
  difficulty: TournamentDifficulty;
  format: TournamentFormat;
  maxParticipants: string;
  entryFee: string;
  sponsorPrize: string;
  /** Place i + 1 is row i: removing a row moves the places after it up. */
  prizes: PrizeRow[];
  registrationStart: string;
  registrationEnd: string;
  tournamentStart: string;
  questionCount: number;
  secondsPerQuestion: number;
  rules: RuleRow[];
  sponsors: SponsorRow[];
  featured: boolean;
  verified: boolean;
};

let lastKey = 0;
/** A row's React key: rows move when one above is removed, so their index is no key. */
export const rowKey = () => ++lastKey;

type Shape = typeof createTournamentBodySchema.shape;
/** A field's default, as the contract sets it (never restated here). */
const defaultOf = <K extends keyof Shape>(key: K) =>
  (createTournamentBodySchema.shape[key] as { parse: (value: unknown) => unknown }).parse(
    undefined,
  ) as Exclude<CreateTournamentBody[K], undefined>;

const LOCAL_INPUT = "yyyy-MM-dd'T'HH:mm";

/** A moment as a datetime-local input holds it: the reader's local time, to the minute. */
export const toLocalInput = (date: Date) => format(date, LOCAL_INPUT);

/** The reader's local time as the server takes it: ISO with the reader's offset ('' if unset). */
export function localToIso(local: string): string {
  const date = new Date(local);
  return local && isValid(date) ? formatISO(date) : '';
}

/** The usual split of a pool: half to the winner, then 30% and 20%. */
const FIRST_SHARES = [50, 30, 20];

/** A new tournament: registration opens now and closes in 7 days; play starts an hour later. */
export function initialForm(now: Date): TournamentForm {
  const closes = addDays(now, 7);
  return {
    name: '',
    description: '',
    categoryId: '',
    topicId: '',
    difficulty: defaultOf('difficulty'),
    format: defaultOf('format'),
    maxParticipants: String(defaultOf('max_participants')),
    entryFee: String(defaultOf('entry_fee')),
    sponsorPrize: String(defaultOf('sponsor_prize')),
    prizes: FIRST_SHARES.map((share) => ({ key: rowKey(), share: String(share), description: '' })),
    registrationStart: toLocalInput(now),
    registrationEnd: toLocalInput(closes),
    tournamentStart: toLocalInput(addHours(closes, 1)),
    questionCount: defaultOf('question_count'),
    secondsPerQuestion: defaultOf('seconds_per_question'),
    rules: [],
    sponsors: [],
    featured: false,
    verified: false,
  };
}

/** A typed number; an empty field is no number (the contract then refuses it). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The places' shares as the contract reads them, place 1 first. */
export const sharesOf = (prizes: readonly PrizeRow[]) =>
  prizes.map((row, index) => ({ place: index + 1, share_percent: numberOf(row.share) }));

/**
 * The form as the server takes it. Only an admin's form sends a sponsor prize and the marks; a
 * host's sends the contract's defaults, which the server accepts from anyone.
 */
export function bodyOf(form: TournamentForm, isAdmin: boolean): CreateTournamentBody {
  return {
    name: form.name,
    description: form.description,
    category_id: form.categoryId,
    topic_id: form.topicId || null,
    difficulty: form.difficulty,
    format: form.format,
    max_participants: numberOf(form.maxParticipants),
    entry_fee: numberOf(form.entryFee),
    sponsor_prize: isAdmin ? numberOf(form.sponsorPrize) : defaultOf('sponsor_prize'),
    prize_distribution: sharesOf(form.prizes).map((share, index) => ({
      ...share,
      description: form.prizes[index]!.description,
    })),
    registration_start: localToIso(form.registrationStart),
    registration_end: localToIso(form.registrationEnd),
    tournament_start: localToIso(form.tournamentStart),
    question_count: form.questionCount,
    seconds_per_question: form.secondsPerQuestion,
    rules: form.rules.map((rule) => ({
      title: rule.title,
      description: rule.description,
      is_important: rule.important,
    })),
    sponsors: form.sponsors.map((sponsor) => ({
      name: sponsor.name,
      logo_url: sponsor.logo.trim() || null,
      website_url: sponsor.website.trim() || null,
      tier: sponsor.tier,
    })),
    is_featured: isAdmin && form.featured,
    is_verified: isAdmin && form.verified,
  };
}

/** What is wrong with a field, as a key of `tournamentForm:errors` and the limit it names. */
export type Problem = {
  key:
    | 'required'
    | 'tooShort'
    | 'tooLong'
    | 'atLeast'
    | 'atMost'
    | 'tooMany'
    | 'wholeNumber'
    | 'chooseCategory'
    | 'webAddress'
    | 'dateTime'
    | 'endAfterStart'
    | 'startAfterEnd'
    | 'sharesTotal'
    | 'sharesEach'
    | 'chooseOption';
  limit?: number;
};

/**
 * The distribution's problem, in the contract's own check (`distributionProblem`): the places
 * are numbered by the form, so what can be wrong is the total or a share outside 1-100.
 */
export function distributionCheck(prizes: readonly PrizeRow[]): Problem | null {
  const shares = sharesOf(prizes);
  if (!distributionProblem(shares)) return null;
  const total = shares.reduce((sum, { share_percent }) => sum + (share_percent || 0), 0);
  return total === 100 ? { key: 'sharesEach' } : { key: 'sharesTotal', limit: total };
}

/** The points each place would win with every seat taken: the fees plus the sponsor prize. */
export function fullFieldPrizes(form: TournamentForm, isAdmin: boolean) {
  const whole = (text: string) => Math.max(0, Math.trunc(numberOf(text)) || 0);
  const pool =
    whole(form.maxParticipants) * whole(form.entryFee) + (isAdmin ? whole(form.sponsorPrize) : 0);
  return { pool, prizes: placePrizes(pool, sharesOf(form.prizes)) };
}

type Issue = z.core.$ZodIssue;

/** The contract's refusal of one field in the form's words. */
function problemOf(issue: Issue, form: TournamentForm): Problem {
  const field = issue.path[0];
  switch (issue.code) {
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string')
        return limit <= 1 ? { key: 'required' } : { key: 'tooShort', limit };
      return { key: 'atLeast', limit };
    }
    case 'too_big': {
      const limit = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'tooLong', limit };
      return issue.origin === 'array' ? { key: 'tooMany', limit } : { key: 'atMost', limit };
    }
    case 'invalid_type':
      return { key: 'wholeNumber' };
    case 'invalid_format':
      if (issue.format === 'uuid') return { key: 'chooseCategory' };
      return issue.format === 'url' ? { key: 'webAddress' } : { key: 'dateTime' };
    case 'custom':
      if (field === 'prize_distribution')
        return distributionCheck(form.prizes) ?? { key: 'sharesEach' };
      if (field === 'registration_end') return { key: 'endAfterStart' };
      if (field === 'tournament_start') return { key: 'startAfterEnd' };
      return { key: 'chooseOption' };
    default:
      return { key: 'chooseOption' };
  }
}

/**
 * The form read by the contract: the body to send, or each refused field's problem by its
 * path in the body ('name', 'rules.0.title'), the first for a path.
 */
export function validateTournament(
  form: TournamentForm,
  isAdmin: boolean,
): { ok: true; body: CreateTournamentBody } | { ok: false; problems: Record<string, Problem> } {
  const parsed = createTournamentBodySchema.safeParse(bodyOf(form, isAdmin));
  if (parsed.success) return { ok: true, body: parsed.data };
  const problems: Record<string, Problem> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    problems[path] ??= problemOf(issue, form);
  }
  return { ok: false, problems };
}
