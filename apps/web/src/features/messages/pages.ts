// The feature's routed page, loaded lazily by the router so other pages do not pay for it.
export { MessagesPage } from './pages/messages-page';
