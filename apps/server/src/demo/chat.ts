/**
 * The demo data's chats: each accepted or finished demo order's conversation gets the text and
 * picture messages of its chat record (the order's `communication`), so that the doctor's chat
 * workbench is not empty; an accepted order's patient then writes once more, not yet read, so
 * it waits for a reply. Written once, when the chat holds nothing yet (see docs/behaviour/chat.md).
 */
import { chatMessageContent, chatOrderStates, type ConsultationOrder } from "@doctor-console/domain";
import { SCHEMA_LOCK } from "../db/migrate";
import type { Db } from "../db/store";

/** The patient's last word in an accepted demo order's conversation. */
const FOLLOW_UP = "好的，谢谢医生，我按时服药，有变化再跟您说。";

export async function seedDemoChat(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    const { rows: any } = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM chat_messages");
    if (any[0]!.n > 0) return false;
    const { rows } = await tx.query<{ pay_record_id: number; data: Omit<ConsultationOrder, "payRecordId"> }>(
      "SELECT pay_record_id, data FROM orders WHERE (data->>'state')::int = ANY($1::int[]) ORDER BY pay_record_id",
      [[...chatOrderStates]],
    );
    for (const { pay_record_id: orderId, data } of rows) {
      const chat = data.communication ?? [];
      if (chat.length === 0) continue;
      const start = Date.parse(`${data.createDate}T${data.createTime}+08:00`);
      let at = Number.isFinite(start) ? start : Date.now();
      const ids: { id: string; sender: "doctor" | "patient" }[] = [];
      const insert = async (sender: "doctor" | "patient", kind: "text" | "image", body: string) => {
        at += 4 * 60_000;
        const { rows: added } = await tx.query<{ id: string }>(
          "INSERT INTO chat_messages (order_id, sender, client_id, kind, body, sent_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id",
          [orderId, sender, `demo-${orderId}-${ids.length + 1}`, kind, body, new Date(at)],
        );
        ids.push({ id: added[0]!.id, sender });
      };
      for (const message of chat) {
        const content = chatMessageContent(message);
        const sender = message.fromNick === data.customerName ? "patient" : "doctor";
        if (content.kind === "text" && content.text.trim()) await insert(sender, "text", content.text);
        else if (content.kind === "picture" && content.url?.startsWith("/uploads/demo/")) await insert(sender, "image", content.url);
      }
      const lastOf = (sender: "doctor" | "patient") => [...ids].reverse().find((m) => m.sender === sender)?.id ?? "0";
      // Everything so far was read by both sides.
      for (const reader of ["doctor", "patient"] as const) {
        const upTo = lastOf(reader === "doctor" ? "patient" : "doctor");
        await tx.query("INSERT INTO chat_reads (order_id, reader, delivered_up_to, read_up_to) VALUES ($1, $2, $3::bigint, $3::bigint)", [orderId, reader, upTo]);
      }
      if (data.state === 2) await insert("patient", "text", FOLLOW_UP);
    }
    return true;
  });
}
