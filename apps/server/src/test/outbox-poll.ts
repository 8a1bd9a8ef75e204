/**
 * Whether a statement is the outbox's poll for due deliveries (`claimDue`), which runs on its
 * own timer whatever a request does: tests that count a request's statements leave it out.
 */
export const isOutboxPoll = (statement: string): boolean =>
  /^\s*update outbox_deliveries d\b/.test(statement);
