import 'i18next';
import type admin from '../../../../packages/contracts/locales/en/admin.json';
import type adminModeration from '../../../../packages/contracts/locales/en/adminModeration.json';
import type adminUsers from '../../../../packages/contracts/locales/en/adminUsers.json';
import type adminContent from '../../../../packages/contracts/locales/en/adminContent.json';
import type adminAnalytics from '../../../../packages/contracts/locales/en/adminAnalytics.json';
import type achievements from '../../../../packages/contracts/locales/en/achievements.json';
import type assessment from '../../../../packages/contracts/locales/en/assessment.json';
import type auth from '../../../../packages/contracts/locales/en/auth.json';
import type career from '../../../../packages/contracts/locales/en/career.json';
import type challenges from '../../../../packages/contracts/locales/en/challenges.json';
import type common from '../../../../packages/contracts/locales/en/common.json';
import type content from '../../../../packages/contracts/locales/en/content.json';
import type dashboard from '../../../../packages/contracts/locales/en/dashboard.json';
import type errors from '../../../../packages/contracts/locales/en/errors.json';
import type friends from '../../../../packages/contracts/locales/en/friends.json';
import type games from '../../../../packages/contracts/locales/en/games.json';
import type hostGames from '../../../../packages/contracts/locales/en/hostGames.json';
import type landing from '../../../../packages/contracts/locales/en/landing.json';
import type leaderboard from '../../../../packages/contracts/locales/en/leaderboard.json';
import type mail from '../../../../packages/contracts/locales/en/mail.json';
import type matchmaking from '../../../../packages/contracts/locales/en/matchmaking.json';
import type messages from '../../../../packages/contracts/locales/en/messages.json';
import type notifications from '../../../../packages/contracts/locales/en/notifications.json';
import type personality from '../../../../packages/contracts/locales/en/personality.json';
import type preferences from '../../../../packages/contracts/locales/en/preferences.json';
import type privacyNotice from '../../../../packages/contracts/locales/en/privacyNotice.json';
import type terms from '../../../../packages/contracts/locales/en/terms.json';
import type profile from '../../../../packages/contracts/locales/en/profile.json';
import type questionIo from '../../../../packages/contracts/locales/en/questionIo.json';
import type quiz from '../../../../packages/contracts/locales/en/quiz.json';
import type ratings from '../../../../packages/contracts/locales/en/ratings.json';
import type review from '../../../../packages/contracts/locales/en/review.json';
import type scoring from '../../../../packages/contracts/locales/en/scoring.json';
import type studyGroups from '../../../../packages/contracts/locales/en/studyGroups.json';
import type tournamentForm from '../../../../packages/contracts/locales/en/tournamentForm.json';
import type tournaments from '../../../../packages/contracts/locales/en/tournaments.json';
import type ui from '../../../../packages/contracts/locales/en/ui.json';
import type validation from '../../../../packages/contracts/locales/en/validation.json';

// Keys are checked against the English catalogue at compile time: a mistyped key is a type error.
// One line a namespace file, in both lists.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    resources: {
      admin: typeof admin;
      adminModeration: typeof adminModeration;
      adminUsers: typeof adminUsers;
      adminContent: typeof adminContent;
      adminAnalytics: typeof adminAnalytics;
      achievements: typeof achievements;
      assessment: typeof assessment;
      auth: typeof auth;
      career: typeof career;
      challenges: typeof challenges;
      common: typeof common;
      content: typeof content;
      dashboard: typeof dashboard;
      errors: typeof errors;
      friends: typeof friends;
      games: typeof games;
      hostGames: typeof hostGames;
      landing: typeof landing;
      leaderboard: typeof leaderboard;
      mail: typeof mail;
      matchmaking: typeof matchmaking;
      messages: typeof messages;
      notifications: typeof notifications;
      personality: typeof personality;
      preferences: typeof preferences;
      privacyNotice: typeof privacyNotice;
      terms: typeof terms;
      profile: typeof profile;
      questionIo: typeof questionIo;
      quiz: typeof quiz;
      ratings: typeof ratings;
      review: typeof review;
      scoring: typeof scoring;
      studyGroups: typeof studyGroups;
      tournamentForm: typeof tournamentForm;
      tournaments: typeof tournaments;
      ui: typeof ui;
      validation: typeof validation;
    };
  }
}
