import type { ComponentProps, ReactNode } from "react";
import { chatScreenTexts, type ChatConversation } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { Button } from "../../primitives/button";
import { EmptyState } from "../../primitives/empty-state";
import { Composer, type ComposerProps } from "../composer";
import { ConversationList } from "../conversation-list";
import type { ChatWorkbenchTransport } from "../lib/chat-transport";
import { MessageThread } from "../message-thread";
import { useChatWorkbench } from "./use-chat-workbench";

export type ChatWorkbenchProps = Omit<ComponentProps<"div">, "children" | "defaultValue"> & {
  /** The chat provider: `@doctor-console/api`'s `ChatTransport`, or any object of the same shape. */
  transport: ChatWorkbenchTransport;
  /** The open conversation's id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (id: string | null) => void;
  /** Opens the conversation of this consultation order (`payRecordId`) once it is known. */
  openOrderId?: number | null;
  /** Told when the doctor opens a conversation (to put its order in the address, say). */
  onOpenConversation?: (conversation: ChatConversation) => void;
  /** The doctor's common phrases, as the composer takes them. */
  phrases?: ComposerProps["phrases"];
  defaultPhrases?: ComposerProps["defaultPhrases"];
  onPhrasesChange?: ComposerProps["onPhrasesChange"];
  /** Beside the patient's name above the thread: a link to the order, say. */
  renderConversationActions?: (conversation: ChatConversation) => ReactNode;
  /** "Now", for waiting times and day separators. */
  now?: Date;
};

/**
 * The chat workbench: the conversation list beside the open conversation (its thread and the
 * composer), all over one transport. Built from ConversationList, MessageThread and Composer,
 * which a host can arrange otherwise with `useChatWorkbench`.
 */
export function ChatWorkbench({
  transport,
  value,
  defaultValue,
  onValueChange,
  openOrderId,
  onOpenConversation,
  phrases,
  defaultPhrases,
  onPhrasesChange,
  renderConversationActions,
  now,
  className,
  ...props
}: ChatWorkbenchProps) {
  const chat = useChatWorkbench({ transport, value, defaultValue, onValueChange, openOrderId });
  const { conversation, thread } = chat;
  return (
    <div
      data-slot="chat-workbench"
      data-status={chat.status}
      className={cn("grid min-h-0 grid-cols-[238px_minmax(0,1fr)] overflow-hidden rounded-dc-lg border border-dc-border bg-dc-background", className)}
      {...props}
    >
      <ConversationList
        className="border-r border-dc-border py-3"
        conversations={chat.conversations}
        loading={chat.status === "loading"}
        value={chat.value}
        onValueChange={(id) => {
          chat.setValue(id);
          const c = chat.conversations.find((x) => x.id === id);
          if (c) onOpenConversation?.(c);
        }}
        now={now}
      />
      {chat.status === "failed" ? (
        <EmptyState data-slot="chat-workbench-failed" title={chatScreenTexts.loadFailed}>
          <Button variant="outline" size="sm" onClick={chat.reload}>
            {chatScreenTexts.retry}
          </Button>
        </EmptyState>
      ) : conversation ? (
        <section data-slot="chat-workbench-conversation" aria-labelledby={`chat-${conversation.id}-title`} className="flex min-h-0 flex-col">
          <header className="flex items-center gap-3 border-b border-dc-border px-4 py-2.5">
            <h2 id={`chat-${conversation.id}-title`} className="text-dc-base font-semibold">
              {conversation.patientName}
            </h2>
            {conversation.patientSummary ? <span className="text-dc-sm text-dc-muted-foreground">{conversation.patientSummary}</span> : null}
            {conversation.readOnly ? <span className="text-dc-sm text-dc-muted-foreground">{chatScreenTexts.ended}</span> : null}
            <span className="ml-auto flex items-center gap-2">{renderConversationActions?.(conversation)}</span>
          </header>
          <MessageThread
            key={conversation.id}
            className="flex-1"
            messages={thread?.messages ?? []}
            patientName={conversation.patientName}
            hasOlder={!thread || thread.before !== null}
            loadingOlder={thread?.loadingOlder ?? false}
            onLoadOlder={chat.loadOlder}
            onRetry={conversation.readOnly ? undefined : chat.retry}
            progress={chat.progress}
            now={now}
          />
          <Composer
            key={`composer-${conversation.id}`}
            readOnly={conversation.readOnly}
            onSendText={chat.sendText}
            onSendImage={chat.sendImage}
            phrases={phrases}
            defaultPhrases={defaultPhrases}
            onPhrasesChange={onPhrasesChange}
          />
        </section>
      ) : (
        <EmptyState data-slot="chat-workbench-idle" title={chatScreenTexts.pickConversation} />
      )}
    </div>
  );
}
