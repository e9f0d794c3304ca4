/**
 * The benchmark's page: the consultation's chat record of `?count=` messages (default 5,000),
 * closed, in the production build of the ui package's ChatRecord (through its public entry, as a
 * host app imports it).
 */
import { createRoot } from "react-dom/client";
import type { ChatMessage } from "@doctor-console/domain";
import { demoImage } from "@doctor-console/domain/fixtures";
import { ChatRecord } from "@doctor-console/ui/orders";
import "./bench.css";

const kinds: ((i: number) => ChatMessage)[] = [
  (i) => ({ fromNick: "陈秀英", msgType: "TEXT", body: `第${i + 1}条：医生您好，今天饭后还是有些胃胀，<b>不是粗体</b>。` }),
  (i) => ({ fromNick: "张明远", msgType: "TEXT", body: `第${i + 1}条：注意饮食清淡，少食多餐。` }),
  () => ({ fromNick: "陈秀英", msgType: "PICTURE", body: JSON.stringify({ url: demoImage("chat-tongue.png") }) }),
  () => ({ fromNick: "陈秀英", msgType: "AUDIO", body: JSON.stringify({ url: "/uploads/demo/chat-voice.mp3", dur: 8000 }) }),
  () => ({ fromNick: "陈秀英", msgType: "VIDEO", body: JSON.stringify({ url: "/uploads/demo/chat-neck.mp4", dur: 15000 }) }),
  () => ({ fromNick: "陈秀英", msgType: "CUSTOM", body: JSON.stringify({ type: 3 }) }),
];

/** A long consultation: `count` messages of every kind, six in ten of them text. */
const manyMessages = (count: number): ChatMessage[] => Array.from({ length: count }, (_, i) => kinds[i % 10 < 6 ? i % 10 % 2 : (i % 10) - 4]!(i));

const count = Number(new URLSearchParams(location.search).get("count") ?? 5000);
const messages = manyMessages(count);

createRoot(document.getElementById("root")!).render(
  <main className="mx-auto max-w-3xl p-6">
    <ChatRecord messages={messages} />
  </main>,
);
document.documentElement.dataset.ready = "true";
