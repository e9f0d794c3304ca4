/**
 * The benchmark's page: the consultation's chat record of `?count=` messages (default 5,000),
 * closed, in the production build of the ui package's ChatRecord.
 */
import { createRoot } from "react-dom/client";
import { ChatRecord } from "../../../packages/ui/src/orders/chat-record";
import { manyMessages } from "../../../packages/ui/src/orders/lib/story-data";
import "./bench.css";

const count = Number(new URLSearchParams(location.search).get("count") ?? 5000);
const messages = manyMessages(count);

createRoot(document.getElementById("root")!).render(
  <main className="mx-auto max-w-3xl p-6">
    <ChatRecord messages={messages} />
  </main>,
);
document.documentElement.dataset.ready = "true";
