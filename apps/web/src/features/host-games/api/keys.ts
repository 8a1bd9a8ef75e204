/** Every host-games read lives under 'hostGames'. */
export const hostGamesKeys = {
  game: (id: string) => ['hostGames', 'game', id] as const,
};
