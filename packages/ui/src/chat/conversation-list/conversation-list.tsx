import { memo, useId, type ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { chatMessagePreview, chatScreenTexts, searchConversations, type ChatConversation } from "@doctor-console/domain";
import { cn } from "../../lib/cn";
import { formatWaited } from "../../lib/format";
import { useControllableState } from "../../lib/use-controllable-state";
import { useNow } from "../../lib/use-now";
import { EmptyState } from "../../primitives/empty-state";
import { SearchIcon } from "../../primitives/icon";
import { Input } from "../../primitives/input";
import { VisuallyHidden } from "../../primitives/visually-hidden";
import { chatWhen } from "../lib/chat-time";

export type ConversationListProps = Omit<ComponentProps<"nav">, "children" | "defaultValue"> & {
  /**
   * Each a new object when it changes (as a state update makes them): an item is drawn again only
   * when its own conversation object, its selection or `now` is another one.
   */
  conversations: readonly ChatConversation[];
  /** The open conversation's id (controlled); null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (id: string | null) => void;
  /** The search text (controlled). */
  query?: string;
  defaultQuery?: string;
  onQueryChange?: (query: string) => void;
  /**
   * "Now", for how long patients have waited and the times of the last messages (a new `Date` to
   * move it on). Without it, the list reads the clock every 30 seconds itself.
   */
  now?: Date;
  /** Shows a busy list before the first answer. */
  loading?: boolean;
};

const itemVariants = cva(
  "flex w-full cursor-pointer items-start gap-3 rounded-dc-md px-3 py-2.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-dc-ring",
  {
    variants: {
      selected: {
        true: "bg-dc-primary-soft text-dc-primary-soft-foreground",
        false: "hover:bg-dc-muted",
      },
    },
    defaultVariants: { selected: false },
  },
);

/**
 * The doctor's conversations (the patients of accepted consultations), those waiting longest for
 * a reply first as the provider orders them: each with its unread count, last message and how
 * long the patient has waited for the doctor; a search above filters by name, summary or message.
 */
export function ConversationList({
  conversations,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  query: queryProp,
  defaultQuery = "",
  onQueryChange,
  now: nowProp,
  loading = false,
  className,
  ...props
}: ConversationListProps) {
  const [value, setValue] = useControllableState<string | null>({ prop: valueProp, defaultProp: defaultValue, onChange: onValueChange });
  const [query, setQuery] = useControllableState({ prop: queryProp, defaultProp: defaultQuery, onChange: onQueryChange });
  // Without a host's clock, the list's own, read every 30 s.
  const clock = useNow(nowProp === undefined ? 30_000 : null);
  const now = nowProp ?? clock;
  const searchId = useId();
  const shown = searchConversations(conversations, query);

  return (
    <nav data-slot="conversation-list" aria-label={chatScreenTexts.conversations} className={className ? cn(LIST_CLASS, className) : LIST_CLASS} {...props}>
      <ConversationSearch id={searchId} query={query} onQueryChange={setQuery} />
      {loading && conversations.length === 0 ? (
        <ul data-slot="conversation-list-loading" aria-busy="true" aria-label={chatScreenTexts.conversations} className="flex flex-col gap-1 px-1">
          {[0, 1, 2].map((i) => (
            <li key={i} className="h-14 animate-pulse rounded-dc-md bg-dc-muted" />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <EmptyState data-slot="conversation-list-empty" title={conversations.length === 0 ? chatScreenTexts.noConversations : chatScreenTexts.noMatch} />
      ) : (
        <ul data-slot="conversation-list-items" className="flex min-h-0 flex-col gap-0.5 overflow-y-auto px-1">
          {shown.map((c) => (
            <ConversationListRow key={c.id} conversation={c} selected={c.id === value} now={now} onSelect={setValue} />
          ))}
        </ul>
      )}
    </nav>
  );
}

const LIST_CLASS = "flex min-h-0 flex-col gap-2";

/**
 * The search above the list: rendered again only when the search text changes, not when a
 * conversation is opened (its input's classes are merged on each render).
 */
const ConversationSearch = memo(function ConversationSearch({ id, query, onQueryChange }: { id: string; query: string; onQueryChange: (query: string) => void }) {
  return (
    <div data-slot="conversation-list-search" className="relative px-1">
      <label htmlFor={id} className="sr-only">
        {chatScreenTexts.search}
      </label>
      <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-dc-muted-foreground" />
      <Input id={id} type="search" value={query} placeholder={chatScreenTexts.search} onChange={(e) => onQueryChange(e.target.value)} className="pl-8" />
    </div>
  );
});

/**
 * An item of the list, rendered again only when its conversation, its selection or "now" changes:
 * opening a conversation renders the item left and the item opened, not every patient's
 * (docs/performance.md, "Chat thread"). `onSelect` is the list's stable setter.
 */
const ConversationListRow = memo(function ConversationListRow({
  conversation,
  selected,
  now,
  onSelect,
}: {
  conversation: ChatConversation;
  selected: boolean;
  now: Date;
  onSelect: (id: string) => void;
}) {
  return (
    <li>
      <ConversationListItem conversation={conversation} selected={selected} now={now} onSelect={() => onSelect(conversation.id)} />
    </li>
  );
});

export type ConversationListItemProps = Omit<ComponentProps<"button">, "children"> & {
  conversation: ChatConversation;
  selected?: boolean;
  now: Date;
  onSelect?: () => void;
};

/** One conversation: a button that opens it; `aria-current` marks the open one. */
export function ConversationListItem({ conversation: c, selected = false, now, onSelect, className, ...props }: ConversationListItemProps) {
  const waitedMs = c.waitingSince ? now.getTime() - new Date(c.waitingSince).getTime() : null;
  return (
    <button
      type="button"
      data-slot="conversation-list-item"
      data-state={c.readOnly ? "ended" : c.unread > 0 ? "unread" : "read"}
      aria-current={selected ? "true" : undefined}
      onClick={onSelect}
      // Merged only with a caller's className: the variants' own classes never conflict, and
      // opening a conversation need not parse the selected item's classes (docs/performance.md).
      className={className ? cn(itemVariants({ selected }), className) : itemVariants({ selected })}
      {...props}
    >
      <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-dc-primary-soft text-dc-sm font-medium text-dc-primary-soft-foreground">
        {c.patientName.slice(0, 1)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline gap-2">
          <span data-slot="conversation-name" className="truncate font-medium text-dc-foreground">
            {c.patientName}
          </span>
          {c.patientSummary ? <span className="truncate text-dc-xs text-dc-muted-foreground">{c.patientSummary}</span> : null}
          {c.lastMessage ? (
            <span className="ml-auto shrink-0 text-dc-xs text-dc-muted-foreground tabular-nums">{chatWhen(c.lastMessage.sentAt, now)}</span>
          ) : null}
        </span>
        <span className="flex items-center gap-2">
          <span data-slot="conversation-last-message" className="min-w-0 flex-1 truncate text-dc-sm text-dc-muted-foreground">
            {chatMessagePreview(c.lastMessage)}
          </span>
          {c.unread > 0 ? (
            <span data-slot="conversation-unread" className="shrink-0 rounded-full bg-dc-status-rejected-foreground px-1.5 text-dc-xs leading-5 text-dc-background tabular-nums">
              {c.unread > 99 ? "99+" : c.unread}
              <VisuallyHidden>{chatScreenTexts.unread}</VisuallyHidden>
            </span>
          ) : null}
        </span>
        {c.readOnly ? (
          <span data-slot="conversation-ended" className="text-dc-xs text-dc-muted-foreground">
            {chatScreenTexts.ended}
          </span>
        ) : waitedMs !== null ? (
          <span data-slot="conversation-waited" className="text-dc-xs text-dc-status-pending-foreground tabular-nums">
            {chatScreenTexts.waiting} {formatWaited(waitedMs)}
          </span>
        ) : null}
      </span>
    </button>
  );
}
