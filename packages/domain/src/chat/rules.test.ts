import { describe, expect, it } from "vitest";
import type { ChatConversation, ChatThreadMessage } from "./entities";
import { applyChatStatus, chatRecordOfThread, lastPatientMessage, mergeChatMessages, searchConversations, totalUnread } from "./rules";

const msg = (id: string, over: Partial<ChatThreadMessage> = {}): ChatThreadMessage => ({
  id,
  clientId: `c-${id}`,
  conversationId: "k1",
  from: "doctor",
  kind: "text",
  text: id,
  sentAt: `2026-11-26T01:00:0${id}.000Z`,
  state: "sent",
  ...over,
});

describe("mergeChatMessages", () => {
  it("keeps one message per client id: a retry and the provider's echo are the same message", () => {
    const local = msg("9", { id: "c-x", clientId: "c-x", state: "failed", sentAt: "2026-11-26T01:00:09.000Z" });
    const thread = mergeChatMessages([msg("1")], [local]);
    const stored = msg("5", { clientId: "c-x", state: "sent" });
    const merged = mergeChatMessages(thread, [stored, stored]);
    expect(merged.map((m) => m.id)).toEqual(["1", "5"]);
    expect(merged[1]!.state).toBe("sent");
  });
  it("does not move a state back", () => {
    const read = mergeChatMessages([msg("1", { state: "read" })], [msg("1", { state: "sent" })]);
    expect(read[0]!.state).toBe("read");
  });
  it("orders by time", () => {
    expect(mergeChatMessages([msg("3")], [msg("1"), msg("2")]).map((m) => m.id)).toEqual(["1", "2", "3"]);
  });
});

describe("applyChatStatus", () => {
  it("moves the doctor's messages up to the named one, never back and never the patient's", () => {
    const thread = [msg("1"), msg("2", { from: "patient" }), msg("3"), msg("4")];
    const next = applyChatStatus(thread, "3", "read");
    expect(next.map((m) => m.state)).toEqual(["read", "sent", "read", "sent"]);
    expect(applyChatStatus(next, "3", "delivered")).toBe(next);
  });
});

describe("the rest", () => {
  it("finds the patient's last message, the unread total and matches of a search", () => {
    expect(lastPatientMessage([msg("1", { from: "patient" }), msg("2")])?.id).toBe("1");
    const c = (id: string, patientName: string, unread: number): ChatConversation => ({
      id,
      orderId: 1,
      patientName,
      lastMessage: msg("1", { text: "舌苔照片" }),
      unread,
      waitingSince: null,
      readOnly: false,
    });
    expect(totalUnread([c("a", "陈秀英", 2), c("b", "王建国", 3)])).toBe(5);
    expect(searchConversations([c("a", "陈秀英", 0), c("b", "王建国", 0)], " 建国").map((x) => x.id)).toEqual(["b"]);
    expect(searchConversations([c("a", "陈秀英", 0)], "舌苔")).toHaveLength(1);
  });
  it("gives the order detail's chat record, text as text and images as pictures", () => {
    const record = chatRecordOfThread(
      [msg("1", { from: "patient", text: "<b>x</b>" }), msg("2", { kind: "image", text: "", imageUrl: "/f/1.png" }), msg("3", { state: "failed" })],
      { doctor: "张明远", patient: "陈秀英" },
    );
    expect(record).toEqual([
      { fromNick: "陈秀英", msgType: "TEXT", body: "<b>x</b>" },
      { fromNick: "张明远", msgType: "PICTURE", body: JSON.stringify({ url: "/f/1.png" }) },
    ]);
  });
});
