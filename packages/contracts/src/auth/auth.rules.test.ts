import { describe, expect, it } from 'vitest';
import { ageBandMessage, isAgeAllowed, registrationAge, youngestPossibleAge } from './auth.rules';

describe('age bands', () => {
  it('uses current year minus birth year at registration', () => {
    expect(registrationAge(2000, 2026)).toBe(26);
    expect(youngestPossibleAge(2000, 2026)).toBe(25);
  });

  it.each([
    ['student', 2013, true],
    ['student', 2014, false],
    ['student', 1996, true],
    ['student', 1995, false],
    ['professional', 2010, true],
    ['professional', 2011, false],
    ['professional', 1956, true],
    ['professional', 1955, false],
    ['educator', 2005, true],
    ['educator', 2006, false],
    ['educator', 1956, true],
  ] as const)('%s born %i allowed in 2026: %s', (type, year, allowed) => {
    expect(isAgeAllowed(type, year, 2026)).toBe(allowed);
  });

  it('words the messages with the enforced ranges', () => {
    expect(ageBandMessage('student')).toBe('Students should be between 13-30 years old');
    expect(ageBandMessage('professional')).toBe('Professionals should be between 16-70 years old');
    expect(ageBandMessage('educator')).toBe('Educators should be between 21-70 years old');
  });
});
