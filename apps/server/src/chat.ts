/**
 * The chat of an accepted order, carried by the reference server (see docs/behaviour/chat.md):
 * messages stored in `chat_messages`, how far each side has received and read in `chat_reads`,
 * delivered at once over the event channel (realtime.ts: the doctor's consoles, and the patient
 * page's stream of that conversation), across instances by NOTIFY.
 *
 * Both sides go through here: the doctor's calls (routes/chat.ts) and the patient page
 * (routes/patient-chat.ts). A conversation is an order of states 2, 6 or 7 (accepted, then
 * finished); it is written only while the order is accepted.
 */
import { chatOrderStates, chatTexts, chatWritable, orderConversations, type ChatConversation, type ChatDeliveryState, type ChatSender, type ChatThreadMessage, type OrderPatient } from "@doctor-console/domain";
import type { ChatEvent, ChatHistoryPage } from "@doctor-console/api/contract";
import { notFound } from "./http/envelope";
import { ThrottledError } from "./http/throttle";
import { refuse } from "./db/util";
import type { Queryable } from "./db/store";
import type { Deps } from "./deps";

/** Sends per conversation and side: 20 within a window of 10 s; more wait for the next window. */
export const chatSendRule = { limit: 20, windowMs: 10_000 } as const;

/** Counts a send (or an image upload) of `sender` in the conversation; throws the 429 when over. */
export async function throttleSend(deps: Deps, what: "chat" | "chat-image", order: ChatOrder, sender: ChatSender): Promise<void> {
  const wait = await deps.throttle.count(`${what}:${order.orderId}:${sender}`, chatSendRule.limit, chatSendRule.windowMs);
  if (wait > 0) throw new ThrottledError(wait);
}

export interface ChatOrder {
  orderId: number;
  doctorId: number;
  state: number;
  patientName: string;
  patientSummary: string;
}

interface OrderRow {
  pay_record_id: number;
  doctor_id: number;
  state: number;
  patient: OrderPatient | null;
}

const summaryOf = (patient: OrderPatient | null): string => (patient ? [patient.sex, Number.isFinite(patient.age) ? `${patient.age}岁` : ""].filter(Boolean).join(" · ") : "");

const orderOf = (r: OrderRow): ChatOrder => ({
  orderId: r.pay_record_id,
  doctorId: r.doctor_id,
  state: r.state,
  patientName: r.patient?.patientName ?? "",
  patientSummary: summaryOf(r.patient),
});

/** The order's conversation, whoever's it is; undefined when the order has none (not accepted). */
export async function chatOrder(db: Queryable, orderId: number): Promise<ChatOrder | undefined> {
  const { rows } = await db.query<OrderRow>(
    "SELECT pay_record_id, doctor_id, (data->>'state')::int AS state, data->'patient' AS patient FROM orders WHERE pay_record_id = $1 AND (data->>'state')::int = ANY($2::int[])",
    [orderId, [...chatOrderStates]],
  );
  return rows[0] ? orderOf(rows[0]) : undefined;
}

/** The doctor's own conversation; anyone else's answers not found (30007), as another doctor's order does. */
export async function doctorsChatOrder(db: Queryable, doctorId: number, orderId: number): Promise<ChatOrder> {
  const order = await chatOrder(db, orderId);
  if (!order || order.doctorId !== doctorId) throw notFound();
  return order;
}

export const writable = (order: ChatOrder): void => {
  if (!chatWritable(order)) throw refuse(chatTexts.readOnly);
};

interface MessageRow {
  id: string;
  order_id: number;
  sender: ChatSender;
  client_id: string;
  kind: "text" | "image";
  body: string;
  sent_at: Date | string;
}

interface Reads {
  doctor: { delivered: bigint; read: bigint };
  patient: { delivered: bigint; read: bigint };
}

/** `id` goes out as text (bigint); sort by `chat_messages.id`, never by this text. */
const MESSAGE_COLUMNS = "id::text AS id, order_id, sender, client_id, kind, body, sent_at";

async function readsOf(db: Queryable, orderId: number): Promise<Reads> {
  const { rows } = await db.query<{ reader: ChatSender; delivered: string; read: string }>(
    "SELECT reader, delivered_up_to::text AS delivered, read_up_to::text AS read FROM chat_reads WHERE order_id = $1",
    [orderId],
  );
  const of = (reader: ChatSender) => {
    const row = rows.find((r) => r.reader === reader);
    return { delivered: BigInt(row?.delivered ?? 0), read: BigInt(row?.read ?? 0) };
  };
  return { doctor: of("doctor"), patient: of("patient") };
}

/** Where a stored message stands: how far the other side has received and read. */
function stateOf(row: Pick<MessageRow, "id" | "sender">, reads: Reads): ChatDeliveryState {
  const other = row.sender === "doctor" ? reads.patient : reads.doctor;
  const id = BigInt(row.id);
  if (id <= other.read) return "read";
  if (id <= other.delivered) return "delivered";
  return "sent";
}

function messageOf(row: MessageRow, reads: Reads): ChatThreadMessage {
  const message: ChatThreadMessage = {
    id: row.id,
    clientId: row.client_id,
    conversationId: String(row.order_id),
    from: row.sender,
    kind: row.kind,
    text: row.kind === "text" ? row.body : "",
    sentAt: new Date(row.sent_at).toISOString(),
    state: stateOf(row, reads),
  };
  if (row.kind === "image") message.imageUrl = row.body;
  return message;
}

/** A page of history, oldest first: the `limit` messages before `before` (or the latest). */
export async function historyOf(db: Queryable, orderId: number, before: string | undefined, limit: number): Promise<ChatHistoryPage> {
  const { rows } = await db.query<MessageRow>(
    before === undefined
      ? `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE order_id = $1 ORDER BY chat_messages.id DESC LIMIT $2`
      : `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE order_id = $1 AND chat_messages.id < $3::bigint ORDER BY chat_messages.id DESC LIMIT $2`,
    before === undefined ? [orderId, limit + 1] : [orderId, limit + 1, before],
  );
  const more = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  const reads = await readsOf(db, orderId);
  return { messages: page.map((r) => messageOf(r, reads)), before: more && page[0] ? page[0].id : null };
}

export type Draft = { clientId: string; kind: "text"; text: string } | { clientId: string; kind: "image"; imageUrl: string };

/**
 * Stores a message of `sender` (once per client id: a retry answers the stored message and
 * changes nothing) and delivers it to both sides. Throttled per conversation and side.
 */
export async function sendMessage(deps: Deps, order: ChatOrder, sender: ChatSender, draft: Draft): Promise<ChatThreadMessage> {
  const existing = await deps.db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE order_id = $1 AND sender = $2 AND client_id = $3`, [
    order.orderId,
    sender,
    draft.clientId,
  ]);
  if (existing.rows[0]) return messageOf(existing.rows[0], await readsOf(deps.db, order.orderId));
  writable(order);
  await throttleSend(deps, "chat", order, sender);
  if (draft.kind === "image") {
    const { rows } = await deps.db.query<{ n: number }>("SELECT count(*)::int AS n FROM chat_images WHERE path = $1 AND order_id = $2", [draft.imageUrl, order.orderId]);
    if (rows[0]!.n === 0) throw refuse(chatTexts.imageNotFound);
  }
  const body = draft.kind === "text" ? draft.text : draft.imageUrl;
  const inserted = await deps.db.query<MessageRow>(
    `INSERT INTO chat_messages (order_id, sender, client_id, kind, body, sent_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (order_id, sender, client_id) DO NOTHING RETURNING ${MESSAGE_COLUMNS}`,
    [order.orderId, sender, draft.clientId, draft.kind, body, deps.now()],
  );
  const row = inserted.rows[0];
  if (!row) {
    // The same draft sent twice at once: the other request stored it.
    const again = await deps.db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE order_id = $1 AND sender = $2 AND client_id = $3`, [
      order.orderId,
      sender,
      draft.clientId,
    ]);
    return messageOf(again.rows[0]!, await readsOf(deps.db, order.orderId));
  }
  // A new message is `sent`: no read mark covers an id not written before (markMessages).
  const noMarks: Reads = { doctor: { delivered: 0n, read: 0n }, patient: { delivered: 0n, read: 0n } };
  const message = messageOf(row, noMarks);
  await publish(deps, order, { type: "message", message });
  return message;
}

/**
 * `reader` has received (`delivered`) or read the other side's messages up to `upTo`: kept as the
 * furthest mark (a mark never goes back), and the other side hears of it.
 */
export async function markMessages(deps: Deps, order: ChatOrder, reader: ChatSender, upTo: string, state: "delivered" | "read"): Promise<void> {
  const other: ChatSender = reader === "doctor" ? "patient" : "doctor";
  // Up to the other side's last message at most: a mark past it would cover messages not yet written.
  const { rows } = await deps.db.query<{ up_to: string | null }>(
    "SELECT max(id)::text AS up_to FROM chat_messages WHERE order_id = $1 AND sender = $2 AND id <= $3::bigint",
    [order.orderId, other, upTo],
  );
  const mark = rows[0]?.up_to;
  if (!mark) return;
  const changed = await deps.db.query(
    state === "read"
      ? `INSERT INTO chat_reads (order_id, reader, delivered_up_to, read_up_to) VALUES ($1, $2, $3::bigint, $3::bigint)
         ON CONFLICT (order_id, reader) DO UPDATE SET read_up_to = EXCLUDED.read_up_to, delivered_up_to = greatest(chat_reads.delivered_up_to, EXCLUDED.read_up_to)
         WHERE chat_reads.read_up_to < EXCLUDED.read_up_to`
      : `INSERT INTO chat_reads (order_id, reader, delivered_up_to) VALUES ($1, $2, $3::bigint)
         ON CONFLICT (order_id, reader) DO UPDATE SET delivered_up_to = EXCLUDED.delivered_up_to
         WHERE chat_reads.delivered_up_to < EXCLUDED.delivered_up_to AND chat_reads.read_up_to < EXCLUDED.delivered_up_to`,
    [order.orderId, reader, mark],
  );
  if (changed.affectedRows === 0) return;
  const event: ChatEvent = { type: "status", conversationId: String(order.orderId), upTo: mark, state };
  if (other === "doctor") await deps.channel.toDoctor(order.doctorId, { type: "chat", event });
  else await deps.channel.toConversation(order.orderId, event);
  // The doctor's unread count changed: their other consoles (tabs, devices) hear it.
  if (reader === "doctor" && state === "read") {
    const [conversation] = await conversationsOf(deps.db, order.doctorId, order.orderId);
    if (conversation) await deps.channel.toDoctor(order.doctorId, { type: "chat", event: { type: "conversation", conversation } });
  }
}

/**
 * A message of the other side was written into an open stream of `reader` (a console, the patient
 * page): delivered. Of several streams (tabs, instances) the first mark counts, the others change nothing.
 */
export async function markDelivered(deps: Deps, reader: ChatSender, message: ChatThreadMessage): Promise<void> {
  try {
    const order = await chatOrder(deps.db, Number(message.conversationId));
    if (order) await markMessages(deps, order, reader, message.id, "delivered");
  } catch (error) {
    // A mark not written is not worth failing the stream for.
    console.error("chat delivered:", error instanceof Error ? error.message : error);
  }
}

/** A new message: to the doctor's consoles (the message, then the conversation's new summary) and to the patient page. */
async function publish(deps: Deps, order: ChatOrder, event: Extract<ChatEvent, { type: "message" }>): Promise<void> {
  await Promise.all([deps.channel.toConversation(order.orderId, event), deps.channel.toDoctor(order.doctorId, { type: "chat", event })]);
  const [conversation] = await conversationsOf(deps.db, order.doctorId, order.orderId);
  if (conversation) await deps.channel.toDoctor(order.doctorId, { type: "chat", event: { type: "conversation", conversation } });
}

interface ConversationRow extends OrderRow {
  doctor_read: string;
  doctor_delivered: string;
  patient_read: string;
  patient_delivered: string;
  last_id: string | null;
  last_sender: ChatSender | null;
  last_client_id: string | null;
  last_kind: "text" | "image" | null;
  last_body: string | null;
  last_sent_at: Date | string | null;
  unread: number;
  waiting_since: Date | string | null;
}

/**
 * The doctor's conversations (or the one of `orderId`): waiting for the doctor's reply first, the
 * longest waiting first; then the latest activity first.
 */
export async function conversationsOf(db: Queryable, doctorId: number, orderId?: number): Promise<ChatConversation[]> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT o.pay_record_id, o.doctor_id, (o.data->>'state')::int AS state, o.data->'patient' AS patient,
       coalesce(d.read_up_to, 0)::text AS doctor_read, coalesce(d.delivered_up_to, 0)::text AS doctor_delivered,
       coalesce(p.read_up_to, 0)::text AS patient_read, coalesce(p.delivered_up_to, 0)::text AS patient_delivered,
       l.id::text AS last_id, l.sender AS last_sender, l.client_id AS last_client_id, l.kind AS last_kind, l.body AS last_body, l.sent_at AS last_sent_at,
       (SELECT count(*)::int FROM chat_messages m WHERE m.order_id = o.pay_record_id AND m.sender = 'patient' AND m.id > coalesce(d.read_up_to, 0)) AS unread,
       (SELECT min(m.sent_at) FROM chat_messages m WHERE m.order_id = o.pay_record_id AND m.sender = 'patient'
          AND m.id > coalesce((SELECT max(x.id) FROM chat_messages x WHERE x.order_id = o.pay_record_id AND x.sender = 'doctor'), 0)) AS waiting_since
     FROM orders o
     LEFT JOIN chat_reads d ON d.order_id = o.pay_record_id AND d.reader = 'doctor'
     LEFT JOIN chat_reads p ON p.order_id = o.pay_record_id AND p.reader = 'patient'
     LEFT JOIN LATERAL (SELECT * FROM chat_messages m WHERE m.order_id = o.pay_record_id ORDER BY m.id DESC LIMIT 1) l ON true
     WHERE o.doctor_id = $1 AND (o.data->>'state')::int = ANY($2::int[]) AND ($3::int IS NULL OR o.pay_record_id = $3::int)`,
    [doctorId, [...chatOrderStates], orderId ?? null],
  );
  const conversations = rows.map((r): ChatConversation => {
    const order = orderOf(r);
    const reads: Reads = {
      doctor: { delivered: BigInt(r.doctor_delivered), read: BigInt(r.doctor_read) },
      patient: { delivered: BigInt(r.patient_delivered), read: BigInt(r.patient_read) },
    };
    const last =
      r.last_id && r.last_sender && r.last_kind && r.last_sent_at
        ? messageOf({ id: r.last_id, order_id: r.pay_record_id, sender: r.last_sender, client_id: r.last_client_id ?? "", kind: r.last_kind, body: r.last_body ?? "", sent_at: r.last_sent_at }, reads)
        : null;
    return {
      id: String(order.orderId),
      orderId: order.orderId,
      patientName: order.patientName,
      ...(order.patientSummary ? { patientSummary: order.patientSummary } : {}),
      lastMessage: last,
      unread: r.unread,
      // A read-only conversation cannot be answered: nobody waits in it (it sorts by its activity).
      waitingSince: r.waiting_since && chatWritable(order) ? new Date(r.waiting_since).toISOString() : null,
      readOnly: !chatWritable(order),
    };
  });
  return orderConversations(conversations);
}

/** Records that an image was uploaded into the order's conversation (it may then be sent there). */
export async function addChatImage(db: Queryable, orderId: number, path: string): Promise<void> {
  await db.query("INSERT INTO chat_images (path, order_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [path, orderId]);
}

/** Is the image one of the conversation's messages (what the patient page may serve)? */
export async function conversationShows(db: Queryable, orderId: number, path: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM chat_messages WHERE order_id = $1 AND kind = 'image' AND body = $2", [orderId, path]);
  return rows[0]!.n > 0;
}
