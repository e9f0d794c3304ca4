import { useMemo } from "react";
import { useQuery } from "../../data/server-state";
import { chatRecordOfThread, mergeChatMessages, type ChatMessage, type ChatThreadMessage, type ConsultationOrder } from "@doctor-console/domain";
import { chatTransport } from "./transport";

const PAGE = 100;
const MAX_PAGES = 100;

/**
 * The order detail's chat record from the chat itself (the same thread the workbench shows), as
 * the chat record shows messages; undefined while loading, or when the order has no conversation
 * (the order's own record is shown then).
 */
export function useChatRecord(order: Pick<ConsultationOrder, "payRecordId" | "state">, doctorName: string): readonly ChatMessage[] | undefined {
  const hasChat = order.state === 2 || order.state === 6 || order.state === 7;
  const { data } = useQuery({
    queryKey: ["chat-record", order.payRecordId],
    enabled: hasChat,
    staleTime: 10_000,
    meta: { silent: true },
    queryFn: async ({ signal }) => {
      const transport = chatTransport();
      await transport.connect();
      const conversation = (await transport.conversations(signal)).find((c) => c.orderId === order.payRecordId);
      if (!conversation) return null;
      let thread: ChatThreadMessage[] = [];
      let before: string | null = null;
      for (let i = 0; i < MAX_PAGES; i++) {
        const page = await transport.history(conversation.id, { before, limit: PAGE, signal });
        thread = mergeChatMessages(thread, page.messages);
        before = page.before;
        if (before === null) break;
      }
      // A conversation without messages yet: the order's own record says more.
      return thread.length > 0 ? { thread, patientName: conversation.patientName } : null;
    },
  });
  return useMemo(() => (data ? chatRecordOfThread(data.thread, { doctor: doctorName, patient: data.patientName }) : undefined), [data, doctorName]);
}
