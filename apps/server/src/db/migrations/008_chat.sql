-- The chat between a doctor and the patient of an accepted order (chat.ts, docs/behaviour/chat.md).
-- One conversation per order. A message is text or an image (`body` is the text, or the image's
-- /uploads/chat/... path); the sender's client id makes a retried send find the message it stored.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  order_id int NOT NULL REFERENCES orders,
  sender text NOT NULL CHECK (sender IN ('doctor', 'patient')),
  client_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('text', 'image')),
  body text NOT NULL,
  sent_at timestamptz NOT NULL,
  UNIQUE (order_id, sender, client_id)
);
CREATE INDEX chat_messages_order ON chat_messages (order_id, id);
-- How far each side has received (delivered) and read the other side's messages: message ids.
CREATE TABLE chat_reads (
  order_id int NOT NULL REFERENCES orders,
  reader text NOT NULL CHECK (reader IN ('doctor', 'patient')),
  delivered_up_to bigint NOT NULL DEFAULT 0,
  read_up_to bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (order_id, reader)
);
-- Images uploaded into a conversation (by either side): a message may show only an image of its
-- own conversation, and the patient page serves only those. The file itself is in `uploads`,
-- owned by the order's doctor.
CREATE TABLE chat_images (
  path text PRIMARY KEY,
  order_id int NOT NULL REFERENCES orders
);
