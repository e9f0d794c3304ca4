-- `pnpm accounts disable <mobile>` (admin/accounts.ts): a disabled doctor cannot sign in; the row
-- and its records stay.
ALTER TABLE doctors ADD COLUMN disabled_at timestamptz;
