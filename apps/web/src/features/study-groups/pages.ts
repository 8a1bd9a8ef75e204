// The feature's routed pages, loaded lazily by the router so other pages do not pay for them.
export { StudyGroupsPage } from './pages/study-groups-page';
export { StudyGroupPage } from './pages/study-group-page';
export { StudyGroupInvitePage } from './pages/invite-page';
