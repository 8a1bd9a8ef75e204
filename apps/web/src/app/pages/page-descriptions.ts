/** What a page not built yet is for, in plain words; one table so the texts stay consistent. */
export type PageDescription = { title: string; description: string };

const NOT_YET = 'This page is not available yet.';

export const PAGE_DESCRIPTIONS = {
  friends: {
    title: 'Friends',
    description: `Find other players, send and answer friend requests, and see which friends are online. ${NOT_YET}`,
  },
  messages: {
    title: 'Messages',
    description: `Private conversations with your friends, including quiz challenges sent in a message. ${NOT_YET}`,
  },
  career: {
    title: 'Career',
    description: `Career matches and a learning style drawn from your personality assessment and quiz results. ${NOT_YET}`,
  },
  assessment: {
    title: 'Personality Assessment',
    description: `A Big Five personality questionnaire whose answers feed your career recommendations. ${NOT_YET}`,
  },
  assessmentResults: {
    title: 'Assessment Results',
    description: `Your personality profile from a completed assessment, trait by trait. ${NOT_YET}`,
  },
  studyGroups: {
    title: 'Study Groups',
    description: `Groups that learn together: join one, schedule study sessions and keep each other on track. ${NOT_YET}`,
  },
  gameLobby: {
    title: 'Game Lobby',
    description: `Open and join live multiplayer rooms to play a quiz against other players. ${NOT_YET}`,
  },
  multiplayer: {
    title: 'Multiplayer Game',
    description: `A live quiz round against other players, with everyone's scores as they answer. ${NOT_YET}`,
  },
  challenges: {
    title: 'Challenges',
    description: `Challenge a friend to a quiz on a topic and see the challenges sent to you. ${NOT_YET}`,
  },
  tournaments: {
    title: 'Tournaments',
    description: `Scheduled competitions with brackets and prizes: browse them and sign up. ${NOT_YET}`,
  },
  tournament: {
    title: 'Tournament',
    description: `One tournament's rules, players, bracket and results. ${NOT_YET}`,
  },
  notifications: {
    title: 'Notifications',
    description: `Friend requests, challenges, messages and other news in one list you can mark as read. ${NOT_YET}`,
  },
  notificationSettings: {
    title: 'Notification Settings',
    description: `Choose which notifications you receive, in the app and by email. ${NOT_YET}`,
  },
  preferences: {
    title: 'Preferences',
    description: `Your language, time zone, privacy and quiz defaults. The theme is set with the switch in the top bar. ${NOT_YET}`,
  },
  admin: {
    title: 'Administration',
    description: `Managing categories, topics, questions and accounts from the browser. ${NOT_YET} Until then, administrators use the content API and the server's admin command.`,
  },
} as const satisfies Record<string, PageDescription>;

export type PageKey = keyof typeof PAGE_DESCRIPTIONS;
