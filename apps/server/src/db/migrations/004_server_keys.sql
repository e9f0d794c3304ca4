-- The server's signing keys (db/keys.ts): the QR-login uuid tags and the article-preview links.
-- Kept in the database so that every instance signs and checks with the same key: a QR code made
-- on one server is collected on another, a preview link signed by one opens on another.
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  secret bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
