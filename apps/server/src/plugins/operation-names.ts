/**
 * The OpenAPI `operationId` of every documented route, keyed by `METHOD path` as the document
 * writes it. Generated clients name their calls after these, so once published a name stays.
 * Kept here rather than in the route files so one table shows the whole API's vocabulary; the
 * api-docs lint test fails for a documented route missing from it and for a name no route uses.
 */
export const OPERATION_NAMES: Record<string, string> = {
  // operations
  'GET /healthz': 'getLiveness',
  'GET /readyz': 'getReadiness',
  // content
  'GET /api/categories': 'listCategories',
  'GET /api/categories/languages': 'listContentLanguages',
  'GET /api/categories/{id}': 'getCategory',
  'GET /api/categories/{id}/topics': 'listCategoryTopics',
  'GET /api/topics/{id}': 'getTopic',
  'GET /api/questions': 'listQuestions',
  'GET /api/questions/{id}': 'getQuestion',
  // content administration
  'POST /api/categories': 'createCategory',
  'PUT /api/categories/{id}': 'updateCategory',
  'DELETE /api/categories/{id}': 'deleteCategory',
  'POST /api/categories/{id}/topics': 'createCategoryTopic',
  'POST /api/topics': 'createTopic',
  'PUT /api/topics/{id}': 'updateTopic',
  'DELETE /api/topics/{id}': 'deleteTopic',
  'POST /api/questions': 'createQuestion',
  'PUT /api/questions/{id}': 'updateQuestion',
  'DELETE /api/questions/{id}': 'deleteQuestion',
  'GET /api/admin/content/categories': 'adminListCategories',
  'GET /api/admin/content/categories/{id}/topics': 'adminListCategoryTopics',
  'GET /api/admin/content/topics/{id}/questions': 'adminListTopicQuestions',
  'GET /api/admin/content/questions/{id}': 'adminGetQuestion',
  'GET /api/admin/content/stats': 'adminGetContentStats',
  // auth
  'POST /api/auth/register': 'register',
  'POST /api/auth/login': 'logIn',
  'POST /api/auth/refresh': 'refreshSession',
  'POST /api/auth/logout': 'logOut',
  'GET /api/auth/me': 'getMe',
  'GET /api/auth/verify': 'verifyAccessToken',
  'GET /api/auth/session': 'getCurrentSession',
  'PUT /api/auth/profile': 'updateProfile',
  'GET /api/v1/users/profile': 'getOwnProfile',
  'POST /api/auth/verify-email': 'verifyEmail',
  'POST /api/auth/resend-confirmation': 'resendConfirmation',
  'POST /api/auth/reset-password': 'requestPasswordReset',
  'POST /api/auth/reset-password/confirm': 'confirmPasswordReset',
  'PUT /api/auth/update-password': 'updatePassword',
  'GET /api/auth/sessions': 'listSessions',
  'DELETE /api/auth/sessions/{id}': 'endSession',
  'GET /api/auth/providers': 'listOAuthProviders',
  'GET /api/auth/oauth/{provider}': 'startOAuthSignIn',
  'POST /api/auth/oauth/callback': 'finishOAuthSignIn',
  // profiles
  'GET /api/users/{userId}/profile': 'getPublicProfile',
  // quiz play
  'POST /api/games/session': 'startGameSession',
  'GET /api/games/session/{id}': 'getGameSession',
  'POST /api/games/session/{id}/next': 'serveNextQuestion',
  'POST /api/games/session/{id}/answer': 'answerQuestion',
  'POST /api/games/session/{id}/abandon': 'abandonGameSession',
  'POST /api/quiz/complete': 'completeQuiz',
  'GET /api/games/session/{id}/results': 'getGameResults',
  'POST /api/games/session/{id}/share': 'shareGameResult',
  'DELETE /api/games/session/{id}/share': 'unshareGameResult',
  'GET /api/shared-results/{token}': 'getSharedResult',
  // scoring
  'GET /api/scoring/user-stats/current': 'getOwnStats',
  'GET /api/scoring/user-stats/{userId}': 'getUserStats',
  'GET /api/scoring/user/recent-activity': 'listRecentActivity',
  'GET /api/analytics/performance/{userId}': 'getPerformance',
  'GET /api/analytics/skills/{userId}': 'getSkills',
  'GET /api/progress': 'listProgress',
  'POST /api/progress': 'saveProgress',
  // achievements
  'GET /api/achievements': 'listAchievements',
  'GET /api/achievements/stats': 'getAchievementStats',
  'GET /api/achievements/user/{userId}': 'listUserAchievements',
  'POST /api/achievements/check/{userId}': 'checkAchievements',
  'PUT /api/achievements/progress': 'updateAchievementProgress',
  // leaderboards
  'GET /api/scoring/leaderboard': 'getLeaderboard',
  'GET /api/scoring/leaderboard/category/{id}': 'getScoringCategoryLeaderboard',
  'GET /api/leaderboards/category/{id}': 'getCategoryLeaderboard',
  'GET /api/leaderboards/topic/{id}': 'getTopicLeaderboard',
  'GET /api/leaderboards/global': 'getGlobalLeaderboard',
  'GET /api/leaderboards/user/{userId}/rank': 'getUserRank',
  'GET /api/leaderboards/user/{userId}/activity': 'listUserPointsActivity',
  'GET /api/leaderboards/stats': 'getLeaderboardStats',
  // uploads, realtime, social
  'POST /api/uploads': 'uploadFile',
  'POST /api/realtime/ticket': 'createRealtimeTicket',
  'GET /api/social/users/online-status': 'getOnlineStatus',
  'PUT /api/social/users/online-status': 'setOnlineStatus',
  // friends, blocks, finding players
  'POST /api/social/friends/request': 'sendFriendRequest',
  'POST /api/social/friends/respond': 'respondToFriendRequest',
  'GET /api/social/friends': 'listFriends',
  'GET /api/social/friends/pending': 'listPendingFriendRequests',
  'DELETE /api/social/friends/remove': 'removeFriend',
  'POST /api/social/users/block': 'blockUser',
  'POST /api/social/users/unblock': 'unblockUser',
  'GET /api/social/users/blocked': 'listBlockedUsers',
  'GET /api/social/users/search': 'searchUsers',
  'GET /api/social/users/browse': 'browseUsers',
  'POST /api/social/users/profile': 'updateSocialProfile',
  'GET /api/social/users/{userId}/relationship': 'getRelationship',
  'GET /api/social/settings': 'getSocialSettings',
  'PUT /api/social/settings': 'updateSocialSettings',
  // notifications
  'GET /api/social/notifications': 'listNotifications',
  'PUT /api/social/notifications/read': 'markNotificationsRead',
  'GET /api/social/notifications/preferences': 'getNotificationPreferences',
  'PUT /api/social/notifications/preferences': 'setNotificationPreferences',
  'POST /api/notifications/unsubscribe': 'unsubscribeFromNotificationEmail',
  // messages
  'POST /api/social/conversations': 'createConversation',
  'GET /api/social/conversations': 'listConversations',
  'GET /api/social/conversations/{id}': 'getConversation',
  'PUT /api/social/conversations/{id}': 'updateConversation',
  'PATCH /api/social/conversations/{id}/settings': 'updateConversationSettings',
  'POST /api/social/conversations/{id}/members': 'addConversationMembers',
  'DELETE /api/social/conversations/{id}/members/{userId}': 'removeConversationMember',
  'PUT /api/social/conversations/{id}/members/{userId}': 'setConversationMemberRole',
  'POST /api/social/conversations/{id}/accept': 'acceptMessageRequest',
  'POST /api/social/conversations/{id}/read': 'markConversationRead',
  'POST /api/social/conversations/{id}/delivered': 'markConversationDelivered',
  'GET /api/social/conversations/{id}/messages': 'listMessages',
  'POST /api/social/messages': 'sendMessage',
  'GET /api/social/attachments/{id}': 'getMessageAttachment',
  // moderation
  'POST /api/social/reports': 'reportContent',
};

/** `/api/topics/:id` as the OpenAPI document writes it: `/api/topics/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
