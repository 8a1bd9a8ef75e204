import { ASSESSMENT_MESSAGES, isPossibleMinor, RETAKE_AFTER_DAYS } from '@quizarena/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ConsentState = 'pending' | 'granted' | 'refused' | 'withdrawn' | null;

export type EligibilityInput = {
  birthYear: number | null;
  consent: ConsentState;
  lastCompletedAt: Date | null;
  inProgress: boolean;
  now: Date;
};

export type Eligibility = {
  eligible: boolean;
  /** The English message (translated where it is shown), null when eligible. */
  reason: string | null;
  actionRequired: 'complete_age_verification' | 'obtain_parental_consent' | null;
  retakeAvailableAt: Date | null;
};

/**
 * Whether a player under 16 by the younger possible age (DECISIONS #11) needs a parent's
 * consent; without a birth year nobody can tell, so the birth year is asked first.
 */
export function needsConsent(birthYear: number | null, now: Date): boolean {
  return birthYear !== null && isPossibleMinor(birthYear, now.getUTCFullYear());
}

/**
 * Whether a player's results may be shown: a player who needs consent sees them only while it
 * stands, so withdrawing it hides them (they are kept until the account is erased).
 */
export function resultsVisible(birthYear: number | null, consent: ConsentState, now: Date) {
  return !needsConsent(birthYear, now) || consent === 'granted';
}

/**
 * The eligibility rules, in the order a player meets them: a birth year, then a parent's
 * consent below 16, then 30 days between attempts. The 30 days never stop an attempt already
 * begun from being finished; the first two rules are checked again at submission, since a
 * consent can be withdrawn meanwhile.
 */
export function eligibilityOf(input: EligibilityInput): Eligibility {
  const refuse = (
    reason: string,
    actionRequired: Eligibility['actionRequired'],
    retakeAvailableAt: Date | null = null,
  ): Eligibility => ({ eligible: false, reason, actionRequired, retakeAvailableAt });

  if (input.birthYear === null)
    return refuse(ASSESSMENT_MESSAGES.needBirthYear, 'complete_age_verification');
  if (needsConsent(input.birthYear, input.now) && input.consent !== 'granted') {
    const reason =
      input.consent === 'pending'
        ? ASSESSMENT_MESSAGES.consentPending
        : ASSESSMENT_MESSAGES.needConsent;
    return refuse(reason, 'obtain_parental_consent');
  }
  const retakeAt = input.lastCompletedAt
    ? new Date(input.lastCompletedAt.getTime() + RETAKE_AFTER_DAYS * DAY_MS)
    : null;
  if (!input.inProgress && retakeAt && retakeAt > input.now)
    return refuse(ASSESSMENT_MESSAGES.retakeLater, null, retakeAt);
  return { eligible: true, reason: null, actionRequired: null, retakeAvailableAt: null };
}
