// What app/ composes outside the routed pages: the own profile's Consent tab.
export { ConsentPanel } from './components/consent-panel';
