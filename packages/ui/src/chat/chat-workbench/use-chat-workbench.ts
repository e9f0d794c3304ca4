import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  applyChatStatus,
  lastPatientMessage,
  mergeChatMessages,
  orderConversations,
  type ChatConversation,
  type ChatThreadMessage,
} from "@doctor-console/domain";
import { useControllableState } from "../../lib/use-controllable-state";
import { newClientId, type ChatWorkbenchDraft, type ChatWorkbenchEvent, type ChatWorkbenchTransport } from "../lib/chat-transport";

export interface ChatThreadState {
  messages: ChatThreadMessage[];
  /** Cursor of the page before the first message; null at the start of the conversation. */
  before: string | null;
  loadingOlder: boolean;
}

export interface UseChatWorkbenchOptions {
  transport: ChatWorkbenchTransport;
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (id: string | null) => void;
  /** Opens the conversation of this order once the conversations are known. */
  openOrderId?: number | null;
  /** Messages per page of history. */
  pageSize?: number;
}

export type ChatWorkbenchStatus = "loading" | "ready" | "failed";

/** The doctor's message before the provider answers: its id is the client id. */
function localMessage(conversationId: string, clientId: string, over: Partial<ChatThreadMessage>): ChatThreadMessage {
  return {
    id: clientId,
    clientId,
    conversationId,
    from: "doctor",
    kind: "text",
    text: "",
    sentAt: new Date().toISOString(),
    state: "sending",
    ...over,
  };
}


const subscribeVisibility = (listener: () => void) => {
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
};
const pageVisible = () => document.visibilityState === "visible";

/**
 * The workbench's state over a transport: the conversations, the open one's thread (history by
 * cursor, events merged in), sending with a client id (a retry sends the same draft again, so it
 * never duplicates), upload progress, and marking the patient's messages read while the doctor
 * has the conversation open on a visible page.
 */
export function useChatWorkbench({ transport, value: valueProp, defaultValue = null, onValueChange, openOrderId = null, pageSize = 50 }: UseChatWorkbenchOptions) {
  const [value, setValue] = useControllableState<string | null>({ prop: valueProp, defaultProp: defaultValue, onChange: onValueChange });
  const [conversations, setConversations] = useState<ChatConversation[]>([]);
  const [status, setStatus] = useState<ChatWorkbenchStatus>("loading");
  const [threads, setThreads] = useState<Record<string, ChatThreadState>>({});
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [attempt, setAttempt] = useState(0);
  const drafts = useRef(new Map<string, ChatWorkbenchDraft>());
  const visible = useSyncExternalStore(subscribeVisibility, pageVisible, () => true);
  const openRef = useRef<{ id: string | null; visible: boolean }>({ id: value, visible });
  useEffect(() => {
    openRef.current = { id: value, visible };
  }, [value, visible]);

  const mergeInto = useCallback((conversationId: string, incoming: ChatThreadMessage[]) => {
    setThreads((all) => {
      const thread = all[conversationId];
      if (!thread) return all;
      const messages = mergeChatMessages(thread.messages, incoming);
      return messages === thread.messages ? all : { ...all, [conversationId]: { ...thread, messages } };
    });
  }, []);

  // Connect, list the conversations, listen.
  useEffect(() => {
    const controller = new AbortController();
    const onEvent = (event: ChatWorkbenchEvent) => {
      if (event.type === "message") {
        const m = event.message;
        mergeInto(m.conversationId, [m]);
        setConversations((list) => {
          const at = list.findIndex((c) => c.id === m.conversationId);
          if (at < 0) return list;
          const c = list[at]!;
          const open = openRef.current.id === c.id && openRef.current.visible;
          const fresh = !c.lastMessage || c.lastMessage.sentAt <= m.sentAt;
          const next: ChatConversation = {
            ...c,
            lastMessage: fresh ? m : c.lastMessage,
            unread: m.from === "patient" && !open && c.lastMessage?.id !== m.id ? c.unread + 1 : c.unread,
            waitingSince: m.from === "doctor" ? null : (c.waitingSince ?? m.sentAt),
          };
          // In place: the list does not move under the doctor's pointer or focus (it is ordered on load).
          return list.map((x, i) => (i === at ? next : x));
        });
      } else if (event.type === "status") {
        setThreads((all) => {
          const thread = all[event.conversationId];
          if (!thread) return all;
          const messages = applyChatStatus(thread.messages, event.upTo, event.state);
          return messages === thread.messages ? all : { ...all, [event.conversationId]: { ...thread, messages } };
        });
      } else {
        const c = event.conversation;
        setConversations((list) => (list.some((x) => x.id === c.id) ? list.map((x) => (x.id === c.id ? (openRef.current.id === c.id && openRef.current.visible ? { ...c, unread: 0 } : c) : x)) : [c, ...list]));
      }
    };
    const stop = transport.subscribe(onEvent);
    void (async () => {
      try {
        await transport.connect();
        const list = await transport.conversations(controller.signal);
        if (controller.signal.aborted) return;
        setConversations(orderConversations(list));
        setStatus("ready");
      } catch {
        if (!controller.signal.aborted) setStatus("failed");
      }
    })();
    return () => {
      controller.abort();
      stop();
    };
  }, [transport, mergeInto, attempt]);

  // The order named by the host: its conversation opens once known.
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (openOrderId === null || opened.current === openOrderId) return;
    const c = conversations.find((x) => x.orderId === openOrderId);
    if (!c) return;
    opened.current = openOrderId;
    setValue(c.id);
  }, [openOrderId, conversations, setValue]);

  // The open conversation's latest page, once.
  const thread = value ? threads[value] : undefined;
  useEffect(() => {
    if (!value || threads[value]) return;
    const controller = new AbortController();
    transport
      .history(value, { limit: pageSize, signal: controller.signal })
      .then((page) => {
        setThreads((all) => ({ ...all, [value]: { messages: mergeChatMessages(all[value]?.messages ?? [], page.messages), before: page.before, loadingOlder: false } }));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [value, threads, transport, pageSize]);

  // Mark the patient's messages read while the conversation is open on a visible page.
  const conversation = conversations.find((c) => c.id === value) ?? null;
  const lastFromPatient = thread ? lastPatientMessage(thread.messages) : null;
  const markedUpTo = useRef(new Map<string, string>());
  useEffect(() => {
    if (!value || !visible || !lastFromPatient) return;
    if (markedUpTo.current.get(value) === lastFromPatient.id && !conversation?.unread) return;
    markedUpTo.current.set(value, lastFromPatient.id);
    setConversations((list) => list.map((c) => (c.id === value && c.unread ? { ...c, unread: 0 } : c)));
    transport.markRead(value, lastFromPatient.id).catch(() => markedUpTo.current.delete(value));
  }, [value, visible, lastFromPatient, conversation?.unread, transport]);

  const loadOlder = useCallback(() => {
    if (!value) return;
    const current = threads[value];
    if (!current || current.loadingOlder || current.before === null) return;
    const before = current.before;
    setThreads((all) => ({ ...all, [value]: { ...all[value]!, loadingOlder: true } }));
    transport
      .history(value, { before, limit: pageSize })
      .then((page) =>
        setThreads((all) => ({ ...all, [value]: { messages: mergeChatMessages(all[value]!.messages, page.messages), before: page.before, loadingOlder: false } })),
      )
      .catch(() => setThreads((all) => ({ ...all, [value]: { ...all[value]!, loadingOlder: false } })));
  }, [value, threads, transport, pageSize]);

  const dispatch = useCallback(
    (conversationId: string, draft: ChatWorkbenchDraft, local: ChatThreadMessage) => {
      drafts.current.set(draft.clientId, draft);
      mergeInto(conversationId, [{ ...local, state: "sending" }]);
      transport.send(conversationId, draft).then(
        (stored) => {
          drafts.current.delete(draft.clientId);
          setProgress(({ [draft.clientId]: _, ...rest }) => rest);
          mergeInto(conversationId, [stored]);
          setConversations((list) => list.map((c) => (c.id === conversationId ? { ...c, lastMessage: stored, waitingSince: null } : c)));
        },
        () => {
          setProgress(({ [draft.clientId]: _, ...rest }) => rest);
          mergeInto(conversationId, [{ ...local, state: "failed" }]);
        },
      );
    },
    [transport, mergeInto],
  );

  const sendText = useCallback(
    (text: string) => {
      if (!value) return;
      const clientId = newClientId();
      dispatch(value, { clientId, kind: "text", text }, localMessage(value, clientId, { text }));
    },
    [value, dispatch],
  );

  const imageDraft = useCallback(
    (clientId: string, file: Blob): ChatWorkbenchDraft => ({
      clientId,
      kind: "image",
      file,
      onProgress: (fraction) => setProgress((p) => ({ ...p, [clientId]: fraction })),
    }),
    [],
  );

  const sendImage = useCallback(
    (file: File) => {
      if (!value) return;
      const clientId = newClientId();
      setProgress((p) => ({ ...p, [clientId]: 0 }));
      dispatch(value, imageDraft(clientId, file), localMessage(value, clientId, { kind: "image", imageUrl: URL.createObjectURL(file) }));
    },
    [value, dispatch, imageDraft],
  );

  /** Sends a failed message again: the same client id, so the provider stores it once. */
  const retry = useCallback(
    (message: ChatThreadMessage) => {
      const kept = drafts.current.get(message.clientId);
      const draft: ChatWorkbenchDraft | null =
        kept?.kind === "image" ? imageDraft(message.clientId, kept.file) : kept ?? (message.kind === "text" ? { clientId: message.clientId, kind: "text", text: message.text } : null);
      if (!draft) return;
      if (draft.kind === "image") setProgress((p) => ({ ...p, [message.clientId]: 0 }));
      dispatch(message.conversationId, draft, message);
    },
    [dispatch, imageDraft],
  );

  return {
    status,
    reload: () => {
      setStatus("loading");
      setAttempt((a) => a + 1);
    },
    conversations,
    value,
    setValue,
    conversation,
    thread,
    progress,
    loadOlder,
    sendText,
    sendImage,
    retry,
  };
}
