/**
 * The doctor's side of the chat (extension of the contract, see docs/behaviour/chat.md): the
 * conversations of their accepted orders, history by cursor, sending (idempotent by client id),
 * read marks, images, and the patient page's link. Another doctor's conversation answers not
 * found (30007), as another doctor's order does.
 */
import { contract } from "@doctor-console/api/contract";
import { badInputMessage } from "@doctor-console/domain";
import { BAD_INPUT, PlatformError } from "../http/envelope";
import type { Serve } from "../http/route";
import { ownOrigin } from "../http/transport";
import { receiveUpload, removeUpload } from "../uploads";
import { addChatImage, throttleSend, conversationsOf, doctorsChatOrder, historyOf, markMessages, sendMessage, writable } from "../chat";
import { patientChatLink } from "./patient-chat";

export function chatRoutes(serve: Serve): void {
  serve("listChatConversations", async (_input, { deps, doctorId }) => conversationsOf(deps.db, doctorId));

  serve("getChatHistory", async ({ orderId, before, limit }, { deps, doctorId }) => {
    const order = await doctorsChatOrder(deps.db, doctorId, orderId);
    return historyOf(deps.db, order.orderId, before, limit);
  });

  serve("sendChatMessage", async (input, { deps, doctorId }) => {
    const order = await doctorsChatOrder(deps.db, doctorId, input.orderId);
    const draft = input.kind === "text" ? { clientId: input.clientId, kind: "text" as const, text: input.text! } : { clientId: input.clientId, kind: "image" as const, imageUrl: input.imageUrl! };
    return sendMessage(deps, order, "doctor", draft);
  });

  serve("markChatRead", async ({ orderId, upTo }, { deps, doctorId }) => {
    const order = await doctorsChatOrder(deps.db, doctorId, orderId);
    await markMessages(deps, order, "doctor", upTo, "read");
    return null;
  });

  serve("uploadChatImage", async (_input, { c, deps, doctorId }) => {
    const stored = await receiveUpload(c, deps, doctorId, { ...contract.uploadChatImage.upload!, folder: "chat" });
    try {
      const orderId = Number(stored.fields.orderId);
      if (!Number.isSafeInteger(orderId) || orderId <= 0) throw new PlatformError(BAD_INPUT, badInputMessage("orderId"));
      const order = await doctorsChatOrder(deps.db, doctorId, orderId);
      writable(order);
      await throttleSend(deps, "chat-image", order, "doctor");
      await addChatImage(deps.db, order.orderId, stored.url);
      return { url: stored.url };
    } catch (error) {
      // Not this doctor's conversation, or not open: nothing kept.
      await removeUpload(deps, doctorId, stored.url);
      throw error;
    }
  });

  serve("getPatientChatLink", async ({ orderId }, { c, deps, doctorId }) => {
    const order = await doctorsChatOrder(deps.db, doctorId, orderId);
    return patientChatLink(deps.keys.chat, ownOrigin(c) ?? new URL(c.req.url).origin, order.orderId, deps.now());
  });
}
