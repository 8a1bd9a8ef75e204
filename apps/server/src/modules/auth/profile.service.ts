import {
  ageBandMessage,
  AUTH_MESSAGES,
  isAgeAllowed,
  isProfileVisibleTo,
  type UserType,
  type ProfileUpdateBody,
  type PublicProfile,
  type User,
} from '@quizarena/contracts';
import { AppError } from '../../lib/app-error';
import { isSupportedLocale, supportedLocales } from '../../lib/locales';
import * as repo from './auth.repo';
import type { Authenticated, AuthServiceDeps, AuthShared } from './auth-shared';
import { toPublicProfileDto } from './auth.dto';
import { toIdentityInput } from './identity-columns';

/** The caller's own profile (reads, edits, avatar) and the public profile others see. */
export function createProfileService(deps: AuthServiceDeps, shared: AuthShared) {
  const { db, clock } = deps;
  const { pointsOf, challengesWonOf, userDto } = shared;
  const birthYearRecorded = () =>
    new AppError(409, 'CONFLICT', AUTH_MESSAGES.birthYearRecorded, {
      details: [{ field: 'body.birth_year', message: AUTH_MESSAGES.birthYearRecorded }],
    });

  /**
   * A birth year is entered once (age verification for a provider sign-in): it decides who needs
   * a parent's consent, so the player cannot change it afterwards. The registration bands apply.
   */
  function checkBirthYear(user: Authenticated['user'], birthYear: number): void {
    const currentYear = clock.now().getUTCFullYear();
    if (user.birthYear !== null) throw birthYearRecorded();
    if (birthYear > currentYear)
      throw AppError.validation('body.birth_year', AUTH_MESSAGES.invalidBirthYear);
    const userType = user.userType as UserType | null;
    if (userType && !isAgeAllowed(userType, birthYear, currentYear))
      throw AppError.validation('body.birth_year', ageBandMessage(userType));
  }

  return {
    /**
     * A player's public profile, as the public-identity rule allows `viewerId` to see it:
     * disabled accounts, hidden profiles and players who may be under 16 (the younger possible
     * age) are not found to others; a minor's profile waits for parental consent.
     */
    async publicProfile(userId: string, viewerId: string): Promise<PublicProfile> {
      const row = await repo.findUserById(db, userId);
      const visible =
        row && isProfileVisibleTo(toIdentityInput(row), clock.now().getUTCFullYear(), viewerId);
      if (!row || !visible || row.status !== 'active') throw AppError.notFound('Profile not found');
      const [points, challengesWon] = await Promise.all([
        pointsOf(row.id),
        challengesWonOf(row.id),
      ]);
      return toPublicProfileDto(row, points, challengesWon);
    },

    async me(auth: Authenticated): Promise<User> {
      return userDto(auth.user);
    },

    /**
     * Updates the caller's own editable profile fields and preferences; nothing else is
     * settable. A locale must be one the interface is offered in.
     */
    async updateProfile(auth: Authenticated, body: ProfileUpdateBody): Promise<User> {
      if (body.locale && !isSupportedLocale(body.locale)) {
        throw AppError.validation(
          'body.locale',
          `Not a language QuizArena is offered in (${supportedLocales().join(', ')})`,
        );
      }
      if (body.birth_year !== undefined) checkBirthYear(auth.user, body.birth_year);
      const blankToNull = (value: string | null | undefined) =>
        value === undefined ? undefined : value || null;
      const changes = {
        fullName: body.full_name,
        organization: blankToNull(body.organization),
        bio: blankToNull(body.bio),
        location: blankToNull(body.location),
        website: blankToNull(body.website),
        profileHidden: body.profile_hidden,
        listOnOrganizationBoard: body.list_on_organization_board,
        extendedTime: body.extended_time,
        locale: body.locale,
      };
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      );
      // Set only while none is recorded, in one statement, so two requests cannot both set it.
      if (
        body.birth_year !== undefined &&
        !(await repo.setBirthYearOnce(db, auth.user.id, body.birth_year))
      )
        throw birthYearRecorded();
      const updated = await repo.updateUser(db, auth.user.id, defined);
      await deps.announce.userChanged(auth.user.id);
      return userDto(updated);
    },

    /**
     * Points the user's avatar at a stored upload (or clears it) and answers the URL it
     * replaced, so the caller can delete that file. The uploads module calls this.
     */
    async setAvatarUrl(
      userId: string,
      avatarUrl: string | null,
    ): Promise<{ user: User; previousUrl: string | null }> {
      const result = await repo.replaceAvatarUrl(db, userId, avatarUrl);
      if (!result) throw AppError.notFound('User not found');
      await deps.announce.userChanged(userId);
      return { user: await userDto(result.row), previousUrl: result.previous };
    },
  };
}
