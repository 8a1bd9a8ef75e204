import { ASSESSMENT_MESSAGES } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { eligibilityOf, needsConsent, resultsVisible } from './eligibility';

const now = new Date('2026-11-28T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const adult = { birthYear: 2000, consent: null, lastCompletedAt: null, inProgress: false, now };

describe('assessment eligibility', () => {
  it('asks for a birth year first', () => {
    expect(eligibilityOf({ ...adult, birthYear: null })).toEqual({
      eligible: false,
      reason: ASSESSMENT_MESSAGES.needBirthYear,
      actionRequired: 'complete_age_verification',
      retakeAvailableAt: null,
    });
  });

  it('lets an adult in', () => {
    expect(eligibilityOf(adult)).toMatchObject({
      eligible: true,
      reason: null,
      actionRequired: null,
    });
  });

  it('takes the younger possible age for consent: born 2010 may be 15 in 2026', () => {
    // 2026 - 2010 - 1 = 15: under 16 by the younger possible age (DECISIONS #11).
    expect(needsConsent(2010, now)).toBe(true);
    // 2026 - 2009 - 1 = 16: no consent needed.
    expect(needsConsent(2009, now)).toBe(false);
    expect(needsConsent(null, now)).toBe(false);
  });

  it('asks a player under 16 for a parent’s consent until it is granted', () => {
    const minor = { ...adult, birthYear: 2012 };
    for (const consent of [null, 'refused', 'withdrawn'] as const)
      expect(eligibilityOf({ ...minor, consent })).toMatchObject({
        eligible: false,
        reason: ASSESSMENT_MESSAGES.needConsent,
        actionRequired: 'obtain_parental_consent',
      });
    expect(eligibilityOf({ ...minor, consent: 'pending' })).toMatchObject({
      eligible: false,
      reason: ASSESSMENT_MESSAGES.consentPending,
      actionRequired: 'obtain_parental_consent',
    });
    expect(eligibilityOf({ ...minor, consent: 'granted' }).eligible).toBe(true);
  });

  it('allows a retake 30 days after the last completion, and always the attempt in progress', () => {
    const last = new Date(now.getTime() - 29 * DAY);
    expect(eligibilityOf({ ...adult, lastCompletedAt: last })).toEqual({
      eligible: false,
      reason: ASSESSMENT_MESSAGES.retakeLater,
      actionRequired: null,
      retakeAvailableAt: new Date(last.getTime() + 30 * DAY),
    });
    expect(eligibilityOf({ ...adult, lastCompletedAt: last, inProgress: true }).eligible).toBe(
      true,
    );
    const older = new Date(now.getTime() - 30 * DAY);
    expect(eligibilityOf({ ...adult, lastCompletedAt: older }).eligible).toBe(true);
  });

  it('hides a minor’s results unless the consent stands', () => {
    expect(resultsVisible(2000, null, now)).toBe(true);
    expect(resultsVisible(2012, 'granted', now)).toBe(true);
    expect(resultsVisible(2012, 'withdrawn', now)).toBe(false);
  });
});
