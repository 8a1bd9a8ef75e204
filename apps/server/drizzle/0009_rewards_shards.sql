-- The rewards account pays every quiz and achievement, and a payment locks the account's row
-- until its transaction commits. Sixteen accounts share the work (the first is the original
-- 'rewards'): a payment picks one by its idempotency key, so concurrent completions rarely
-- wait on one another. Together they are what 'rewards' was.
INSERT INTO "ledger_accounts" ("kind", "code")
SELECT 'system', 'rewards:' || n FROM generate_series(1, 15) AS n
ON CONFLICT DO NOTHING;
