import { useEffect, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import type { ChatTransport } from "@doctor-console/api";
import { ChatWorkbench } from "@doctor-console/ui/chat";
import { chatWatcher } from "../../features/chat/chat-watcher";
import { useChatPhrases } from "../../features/chat/phrases";
import { chatTransport } from "../../features/chat/transport";
import { paths } from "../../paths";
import { idFromSearch } from "../../search-params";
import { useSession } from "../../session/session";

/** The console's transport, telling the watcher (the menu badge) what the workbench reads. */
function watchedTransport(transport: ChatTransport): ChatTransport {
  return {
    connect: () => transport.connect(),
    disconnect: () => transport.disconnect(),
    conversations: (signal) => transport.conversations(signal),
    history: (conversationId, options) => transport.history(conversationId, options),
    send: (conversationId, draft) => transport.send(conversationId, draft),
    markRead: (conversationId, upTo) => {
      chatWatcher.markedRead(conversationId);
      return transport.markRead(conversationId, upTo);
    },
    subscribe: (listener) => transport.subscribe(listener),
  };
}

/**
 * /IM: the chat workbench (see docs/behaviour/chat.md). `?payRecordId=` opens that order's
 * conversation (发消息 in the order list and the order detail link here); opening another puts its
 * order in the address, so a reload or a shared link comes back to it.
 */
export default function ChatPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const session = useSession();
  const orderId = idFromSearch(search, "payRecordId");
  const transport = useMemo(() => watchedTransport(chatTransport()), []);
  const [phrases, setPhrases] = useChatPhrases(session.customerId);
  useEffect(() => () => chatWatcher.setViewing(null), []);

  return (
    <section aria-labelledby="chat-page-title" className="flex h-[calc(100dvh-168px)] min-h-[520px] flex-col gap-3">
      <h1 id="chat-page-title" className="text-dc-lg font-semibold">
        在线聊天
      </h1>
      <ChatWorkbench
        className="min-h-0 flex-1"
        transport={transport}
        openOrderId={orderId}
        onValueChange={(id) => chatWatcher.setViewing(id)}
        onOpenConversation={(c) => {
          if (c.orderId !== orderId) navigate(paths.chatWith(c.orderId), { replace: true });
        }}
        phrases={phrases}
        onPhrasesChange={setPhrases}
      />
    </section>
  );
}
