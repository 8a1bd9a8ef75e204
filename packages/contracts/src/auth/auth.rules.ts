/** The user types offered at registration. */
export const USER_TYPES = ['student', 'professional', 'educator'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 128;
export const BIRTH_YEAR_MIN = 1920;

/** Enforced ages per user type (docs/DECISIONS.md #4); labels show the same ranges. */
export const AGE_BANDS: Record<UserType, { min: number; max: number }> = {
  student: { min: 13, max: 30 },
  professional: { min: 16, max: 70 },
  educator: { min: 21, max: 70 },
};

export const USER_TYPE_LABELS: Record<UserType, string> = {
  student: 'Student',
  professional: 'Professional',
  educator: 'Educator',
};

/** 'Students should be between 13-30 years old', as the spec words it. */
export function ageBandMessage(userType: UserType): string {
  const band = AGE_BANDS[userType];
  return `${USER_TYPE_LABELS[userType]}s should be between ${band.min}-${band.max} years old`;
}

/** The registration rule: age is the current year minus the birth year. */
export function registrationAge(birthYear: number, currentYear: number): number {
  return currentYear - birthYear;
}

/** The youngest the person can be, for child-protection rules (docs/DECISIONS.md #11). */
export function youngestPossibleAge(birthYear: number, currentYear: number): number {
  return currentYear - birthYear - 1;
}

/** Whether a birth year fits the user type's band, using the registration rule. */
export function isAgeAllowed(userType: UserType, birthYear: number, currentYear: number): boolean {
  const age = registrationAge(birthYear, currentYear);
  const band = AGE_BANDS[userType];
  return age >= band.min && age <= band.max;
}

/** Messages shown by client and server alike. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  fillRequired: 'Please fill in all required fields',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  passwordsDoNotMatch: 'Passwords do not match',
  currentPasswordIncorrect: 'Current password is incorrect',
  registrationReceived:
    'Thanks! Please check your email: we have sent you a message to finish signing up.',
  selectUserType: 'Please select your user type',
  enterBirthYear: 'Please enter your year of birth',
  invalidBirthYear: 'Please enter a valid year of birth',
  birthYearRecorded: 'Your year of birth is already recorded',
} as const;

/** The simple email pattern of the spec's form check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
