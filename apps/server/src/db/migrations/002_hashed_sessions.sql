-- Session tokens are stored hashed (SHA-256, hex): a copy of the database signs nobody in.
-- Open sessions survive the upgrade: their tokens are hashed in place.
ALTER TABLE sessions RENAME COLUMN token TO token_hash;
UPDATE sessions SET token_hash = encode(sha256(convert_to(token_hash, 'UTF8')), 'hex');
CREATE INDEX sessions_doctor ON sessions (doctor_id);
