export * from './content';
export * from './meta';
export * from './auth';
export * from './scoring';
export * from './quiz';
export * from './achievements';
export * from './leaderboard';
export * from './presence';
