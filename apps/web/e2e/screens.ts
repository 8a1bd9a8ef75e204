/**
 * The screens the browser suite walks: screens.spec.ts checks each with axe and by its English
 * title, pseudo-locale.spec.ts looks on each for text that no catalogue gave.
 */

/** The signed-out pages behind the landing page, with the title each names itself by. */
export const SIGNED_OUT_PAGES: [path: string, title: string][] = [
  ['/login', 'Sign In'],
  ['/register', 'Create Account'],
  ['/forgot-password', 'Forgot Password'],
  // Public to everyone, signed in or out.
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms of Service'],
];

/**
 * The assessment's screens a walker reaches without an assessment, with the heading each shows
 * and its title: the career page (inviting them to take one), the introduction (the walker is an
 * adult), results that are not there, and the two public pages for a link that is not valid.
 */
export const ASSESSMENT_PAGES: [path: string, heading: string, title: string][] = [
  ['/career', 'Career', 'Career'],
  ['/psychometric/assessment', 'Big Five Personality Assessment', 'Personality Assessment'],
  ['/psychometric/results', 'Results Not Found', 'Assessment Results'],
  ['/consent/parent', 'Parental Consent', 'Parental Consent'],
  ['/shared/assessment/not-a-token', 'Shared traits not available', 'Shared Personality Traits'],
];

/**
 * The game screens a walker reaches without a game under way: the lobby (its Browse tab, with
 * whatever rooms wait, and the Quick Match panel), a game page for an id no game has (Game Not
 * Found), the challenges page (its Received box), the study groups (their Discover tab), the
 * tournaments (whatever is listed), the Create Tournament form, and a tournament and its match for an id no tournament has
 * (Tournament Not Found), each with its heading and its title.
 */
export const GAME_PAGES: [path: string, heading: string, title: string][] = [
  ['/game/lobby', 'Game Lobby', 'Game Lobby'],
  ['/game/multiplayer/00000000-0000-4000-8000-00000000dead', 'Game Not Found', 'Multiplayer Game'],
  ['/challenges', 'Challenges', 'Challenges'],
  ['/study-groups', 'Study Groups', 'Study Groups'],
  ['/tournaments', 'Tournaments', 'Tournaments'],
  ['/tournament/00000000-0000-4000-8000-00000000dead', 'Tournament Not Found', 'Tournament'],
  [
    '/game/tournament/00000000-0000-4000-8000-00000000dead/live',
    'Tournament Not Found',
    'Tournament Match',
  ],
  ['/tournaments/new', 'Create Tournament', 'Create Tournament'],
];

/**
 * The friends page's tabs, each opened by its `tab` query, with the tab's name and who shows
 * on it once social-scene.ts has set the walker's friends up (Browse All shows its pager; Find
 * Friends first searches for `FRIENDS_SEARCH`).
 */
export const FRIENDS_TABS: [
  path: string,
  tab: string,
  shows: 'friend' | 'ada' | 'hedy' | 'mallory' | 'pager',
][] = [
  ['/friends', 'My Friends', 'friend'],
  ['/friends?tab=requests', 'Friend Requests (1)', 'ada'],
  ['/friends?tab=find', 'Find Friends', 'hedy'],
  ['/friends?tab=browse', 'Browse All', 'pager'],
  ['/friends?tab=blocked', 'Blocked', 'mallory'],
];
