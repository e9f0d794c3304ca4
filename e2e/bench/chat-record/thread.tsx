/**
 * The benchmark's second page: a conversation of `?count=` messages (default 5,000) in the
 * production build of the ui package's MessageThread (through its public entry, as a host app
 * imports it), opened by a click as the workbench opens a conversation.
 */
import { useState } from "react";
import { createRoot } from "react-dom/client";
import type { ChatThreadMessage } from "@doctor-console/domain";
import { demoImage } from "@doctor-console/domain/fixtures";
import { ConversationList, MessageThread } from "@doctor-console/ui/chat";
import "./bench.css";

const count = Number(new URLSearchParams(location.search).get("count") ?? 5000);
const now = new Date("2026-11-20T01:30:00.000Z");
// Two messages an hour: the thread spans about a hundred days, so it has day separators too.
const messages: ChatThreadMessage[] = Array.from({ length: count }, (_, i) => {
  const from = i % 3 === 1 ? "doctor" : "patient";
  const image = i % 25 === 24;
  return {
    id: String(i + 1),
    clientId: `c${i + 1}`,
    conversationId: "k1",
    from,
    kind: image ? "image" : "text",
    text: image ? "" : `第${i + 1}条：${from === "patient" ? "医生您好，今天饭后还是有些胃胀，<b>不是粗体</b>。" : "注意饮食清淡，少食多餐。"}`,
    imageUrl: image ? demoImage("chat-tongue.png") : undefined,
    sentAt: new Date(now.getTime() - (count - i) * 30 * 60_000).toISOString(),
    state: "read",
  };
});

const conversation = { id: "k1", orderId: 1, patientName: "陈秀英", patientSummary: "女 46岁", lastMessage: messages.at(-1) ?? null, unread: 0, waitingSince: null, readOnly: false };

/** As in the workbench: the conversation list on screen; selecting the patient opens the thread. */
function Bench() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <main className="mx-auto grid h-[640px] max-w-5xl grid-cols-[17rem_minmax(0,1fr)] gap-3 p-6">
      <ConversationList conversations={[conversation]} value={open} onValueChange={setOpen} now={now} />
      <div className="flex min-h-0 flex-col">{open ? <MessageThread messages={messages} patientName="陈秀英" now={now} /> : null}</div>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<Bench />);
document.documentElement.dataset.ready = "true";
