// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { GameLobbyPage } from './pages/game-lobby-page';
export { MultiplayerGamePage } from './pages/multiplayer-game-page';
