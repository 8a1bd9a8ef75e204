// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { HostGamePage } from './pages/host-game-page';
export { JoinGamePage } from './pages/join-game-page';
