/** Every matchmaking read lives under 'matchmaking', so one prefix reaches them all. */
export const matchmakingKeys = {
  active: () => ['matchmaking', 'active'] as const,
};
