/**
 * The chat over HTTP (docs/behaviour/chat.md): the doctor's calls and the patient page, on the
 * seeded demo data. A doctor reads and writes only the conversations of their own accepted
 * orders (another doctor gets not found, 30007, and nothing changes); a finished order's
 * conversation is read-only; a send is idempotent by client id, throttled and size-limited;
 * history pages by cursor; each side hears the other's messages and read marks on its stream;
 * the patient page opens only from a signed, unexpired link, and what a patient types stays text.
 *
 * Demo orders of 张明远 (1001): 10014-10018 accepted (已接诊), 10019-10021 finished awaiting
 * evaluation, 10022-10025 finished; 10001-10013 pending.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@doctor-console/api";
import { CHAT_TEXT_MAX_LENGTH, chatTexts, serverMessages, type ChatThreadMessage } from "@doctor-console/domain";
import { accounts, TODAY, useHarness, type Browser } from "./harness";
import { openEvents } from "./support/events";
import { png } from "./support/files";

const h = useHarness();
let zhang: Browser;
let wang: Browser;

beforeAll(async () => {
  zhang = h.browser();
  wang = h.browser();
  await zhang.signInAs(accounts.verified);
  await wang.signInAs(accounts.reviewing);
});

const image = () => new File([new Uint8Array(png())], "舌象.png", { type: "image/png" });
let sequence = 0;
const cid = (label: string) => `${label}-${String(++sequence).padStart(6, "0")}`;

/** The client's rejection: its errcode and the server's errmsg. */
async function refusal(promise: Promise<unknown>): Promise<{ errcode: number; errmsg: string; status?: number }> {
  const error = await promise.then(
    () => {
      throw new Error("the call succeeded");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { errcode, errmsg, status } = error as ApiError;
  return { errcode, errmsg, status };
}

/** The patient page's link of an order, as the doctor's console gets it. */
async function patientLink(orderId: number): Promise<URL> {
  return new URL((await zhang.client.chat.getPatientChatLink({ orderId })).url);
}

/** A request of the patient's phone below its link (`/messages`, `/read`, …). */
async function patient(link: URL, path: string, init?: RequestInit & { search?: string }): Promise<{ status: number; body: { errcode: number; errmsg: string; result: unknown } }> {
  const url = new URL(`${link.pathname}${path}${link.search}${init?.search ?? ""}`, link);
  const response = await h.app.request(url, { ...init, headers: { origin: "http://localhost", ...(init?.headers ?? {}) } });
  return { status: response.status, body: (await response.json()) as never };
}

const patientSends = (link: URL, body: Record<string, unknown>) =>
  patient(link, "/messages", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("another doctor's conversation", () => {
  it("is not in their list, and reading it, writing to it, marking it or linking it answers not found (30007)", async () => {
    expect((await wang.client.chat.listChatConversations({})).map((c) => c.orderId)).toEqual([]);
    const before = await h.count("chat_messages");
    for (const call of [
      () => wang.client.chat.getChatHistory({ orderId: 10014 }),
      () => wang.client.chat.sendChatMessage({ orderId: 10014, clientId: cid("intruder"), kind: "text", text: "我是另一位医生" }),
      () => wang.client.chat.markChatRead({ orderId: 10014, upTo: "1" }),
      () => wang.client.chat.getPatientChatLink({ orderId: 10014 }),
    ]) {
      expect(await refusal(call())).toMatchObject({ errcode: 30007, errmsg: serverMessages.noData });
    }
    expect(await h.count("chat_messages")).toBe(before);
  });

  it("cannot upload an image into it, nor see its images (404 as for a file that does not exist)", async () => {
    const uploads = await h.count("uploads");
    expect(await refusal(wang.client.chat.uploadChatImage({ imagePath: image(), orderId: 10014 }))).toMatchObject({ errcode: 30007 });
    expect(await h.count("uploads")).toBe(uploads);
    const { url } = await zhang.client.chat.uploadChatImage({ imagePath: image(), orderId: 10014 });
    expect((await zhang.fetch(`http://localhost${url}`)).status).toBe(200);
    expect((await wang.fetch(`http://localhost${url}`)).status).toBe(404);
  });

  it("a pending order has no conversation yet (not found), even for its own doctor", async () => {
    expect(await refusal(zhang.client.chat.getChatHistory({ orderId: 10002 }))).toMatchObject({ errcode: 30007 });
    expect(await refusal(zhang.client.chat.sendChatMessage({ orderId: 10002, clientId: cid("pending"), kind: "text", text: "您好" }))).toMatchObject({ errcode: 30007 });
  });
});

describe("a finished order's conversation", () => {
  it("reads, but takes no message from either side", async () => {
    const { messages } = await zhang.client.chat.getChatHistory({ orderId: 10019 });
    expect(messages.length).toBeGreaterThan(0);
    const before = await h.count("chat_messages");
    expect(await refusal(zhang.client.chat.sendChatMessage({ orderId: 10019, clientId: cid("late"), kind: "text", text: "还有问题吗？" }))).toMatchObject({
      errcode: 1,
      errmsg: chatTexts.readOnly,
    });
    expect(await refusal(zhang.client.chat.uploadChatImage({ imagePath: image(), orderId: 10022 }))).toMatchObject({ errcode: 1, errmsg: chatTexts.readOnly });
    const link = await patientLink(10019);
    expect((await patientSends(link, { clientId: cid("late"), kind: "text", text: "医生还在吗" })).body).toMatchObject({ errcode: 1, errmsg: chatTexts.readOnly });
    expect(await h.count("chat_messages")).toBe(before);
    expect((await zhang.client.chat.listChatConversations({})).find((c) => c.orderId === 10019)?.readOnly).toBe(true);
  });

  it("waits for nobody: it ends the list after the conversations waiting for a reply, however old its last patient message", async () => {
    const list = await zhang.client.chat.listChatConversations({});
    // 10020 finished with the patient's picture unanswered (the demo data).
    expect(list.find((c) => c.orderId === 10020)).toMatchObject({ readOnly: true, waitingSince: null });
    const lastWaiting = list.map((c) => c.waitingSince !== null).lastIndexOf(true);
    expect(lastWaiting).toBeGreaterThanOrEqual(0);
    list.forEach((c, i) => {
      if (c.readOnly) expect(i).toBeGreaterThan(lastWaiting);
    });
  });
});

describe("sending", () => {
  it("is idempotent by client id: the same draft again answers the stored message, and stores one", async () => {
    const clientId = cid("retry");
    const before = await h.count("chat_messages");
    const first = await zhang.client.chat.sendChatMessage({ orderId: 10015, clientId, kind: "text", text: "明天复诊前请空腹。" });
    const again = await zhang.client.chat.sendChatMessage({ orderId: 10015, clientId, kind: "text", text: "明天复诊前请空腹。" });
    expect(again).toEqual(first);
    expect(await h.count("chat_messages")).toBe(before + 1);
    // The patient's client ids are theirs: the same id from the patient is another message.
    const link = await patientLink(10015);
    const theirs = await patientSends(link, { clientId, kind: "text", text: "好的" });
    expect(theirs.body.errcode).toBe(0);
    expect((theirs.body.result as ChatThreadMessage).id).not.toBe(first.id);
    expect((await patientSends(link, { clientId, kind: "text", text: "好的" })).body.result).toEqual(theirs.body.result);
    expect(await h.count("chat_messages")).toBe(before + 2);
  });

  it(`refuses text over ${CHAT_TEXT_MAX_LENGTH} characters, blank text and control characters (parameter error), storing nothing`, async () => {
    const before = await h.count("chat_messages");
    for (const text of ["字".repeat(CHAT_TEXT_MAX_LENGTH + 1), "   \n ", "响铃\u0007", ""]) {
      expect(await refusal(zhang.client.chat.sendChatMessage({ orderId: 10016, clientId: cid("bad"), kind: "text", text }))).toMatchObject({ errcode: 10001 });
    }
    expect((await zhang.client.chat.sendChatMessage({ orderId: 10016, clientId: cid("long"), kind: "text", text: "字".repeat(CHAT_TEXT_MAX_LENGTH) })).text).toHaveLength(CHAT_TEXT_MAX_LENGTH);
    const link = await patientLink(10016);
    expect((await patientSends(link, { clientId: cid("bad"), kind: "text", text: "字".repeat(CHAT_TEXT_MAX_LENGTH + 1) })).body.errcode).toBe(10001);
    expect((await patientSends(link, { clientId: cid("bad"), kind: "text", text: "x", orderId: 10014 })).body.errcode).toBe(10001);
    expect(await h.count("chat_messages")).toBe(before + 1);
  });

  it("sends an image only from the same conversation's uploads", async () => {
    const { url } = await zhang.client.chat.uploadChatImage({ imagePath: image(), orderId: 10016 });
    const sent = await zhang.client.chat.sendChatMessage({ orderId: 10016, clientId: cid("img"), kind: "image", imageUrl: url });
    expect(sent).toMatchObject({ kind: "image", imageUrl: url, text: "" });
    // Uploaded for 10016: not an image of 10015's conversation.
    expect(await refusal(zhang.client.chat.sendChatMessage({ orderId: 10015, clientId: cid("img"), kind: "image", imageUrl: url }))).toMatchObject({
      errcode: 1,
      errmsg: chatTexts.imageNotFound,
    });
    // Nor may the patient of 10015 name it.
    const link = await patientLink(10015);
    expect((await patientSends(link, { clientId: cid("img"), kind: "image", imageUrl: url })).body).toMatchObject({ errcode: 1, errmsg: chatTexts.imageNotFound });
  });

  it("is throttled per conversation: 20 within 10 s pass, the 21st answers 429 with Retry-After until the window ends; a retry of a stored one still answers", async () => {
    const start = new Date(TODAY.getTime() + 3600_000);
    h.setNow(start);
    try {
      const sent: ChatThreadMessage[] = [];
      for (let i = 0; i < 20; i++) sent.push(await zhang.client.chat.sendChatMessage({ orderId: 10018, clientId: cid("burst"), kind: "text", text: `第${i + 1}条` }));
      const blocked = await refusal(zhang.client.chat.sendChatMessage({ orderId: 10018, clientId: cid("burst"), kind: "text", text: "第21条" }));
      expect(blocked).toMatchObject({ status: 429, errmsg: serverMessages.tooManyRequests });
      const raw = await zhang.raw("/management/chat/conversations/10018/messages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ clientId: cid("burst"), kind: "text", text: "再试" }),
      });
      expect(raw.status).toBe(429);
      expect(Number(raw.response.headers.get("retry-after"))).toBeGreaterThan(0);
      // The retry of a message already stored is not a new send.
      expect(await zhang.client.chat.sendChatMessage({ orderId: 10018, clientId: sent[3]!.clientId, kind: "text", text: "第4条" })).toEqual(sent[3]);
      // Another conversation is not held up.
      expect((await zhang.client.chat.sendChatMessage({ orderId: 10017, clientId: cid("other"), kind: "text", text: "您好" })).kind).toBe("text");
      h.setNow(new Date(start.getTime() + 11_000));
      expect((await zhang.client.chat.sendChatMessage({ orderId: 10018, clientId: cid("burst"), kind: "text", text: "过了一会儿" })).text).toBe("过了一会儿");
    } finally {
      h.setNow(TODAY);
    }
  });
});

describe("history", () => {
  it("pages by cursor from the latest back to the first message, oldest first in each page, none twice or missed", async () => {
    const all: string[] = [];
    const start = new Date(TODAY.getTime() + 7200_000);
    try {
      for (let i = 0; i < 45; i++) {
        // Past the throttle: a burst of 20, then the clock moves on.
        h.setNow(new Date(start.getTime() + Math.floor(i / 20) * 11_000));
        all.push((await zhang.client.chat.sendChatMessage({ orderId: 10017, clientId: cid("page"), kind: "text", text: `消息${i}` })).id);
      }
    } finally {
      h.setNow(TODAY);
    }
    const pages: ChatThreadMessage[][] = [];
    let before: string | null | undefined;
    do {
      const page = await zhang.client.chat.getChatHistory({ orderId: 10017, limit: 20, ...(before ? { before } : {}) });
      pages.push(page.messages);
      before = page.before;
    } while (before);
    const ids = pages.reverse().flat().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(-45)).toEqual(all);
    expect([...ids].sort((a, b) => Number(a) - Number(b))).toEqual(ids);
    expect(pages[pages.length - 1]!.map((m) => m.text).at(-1)).toBe("消息44");
    expect(pages[0]!.length).toBeLessThanOrEqual(20);
    expect(await refusal(zhang.client.chat.getChatHistory({ orderId: 10017, limit: 101 }))).toMatchObject({ errcode: 10001 });
  });
});

describe("the two sides live", () => {
  it("the patient's message reaches the doctor's stream (message, then the conversation with its unread count); the doctor's reply and read mark reach the patient's stream", async () => {
    const link = await patientLink(10014);
    const doctorStream = await openEvents(zhang);
    const response = await h.app.request(new URL(`${link.pathname}/events${link.search}`, link));
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    const patientHeard = async (pattern: RegExp) => {
      const until = Date.now() + 3000;
      while (!pattern.test(text)) {
        if (Date.now() > until) throw new Error(`the patient's stream did not carry ${pattern}: ${text}`);
        const { value, done } = await Promise.race([reader.read(), new Promise<{ value: string; done: boolean }>((r) => setTimeout(() => r({ value: "", done: false }), 100))]);
        if (done) break;
        text += value;
      }
    };
    try {
      await patientHeard(/event: ready/);
      const asked = await patientSends(link, { clientId: cid("live"), kind: "text", text: "医生，药吃完了还要复诊吗？" });
      expect(asked.body.errcode).toBe(0);
      const heard = (await doctorStream.next("chat")) as { type: "chat"; event: { type: string; message?: ChatThreadMessage } };
      expect(heard.event).toMatchObject({ type: "message", message: { from: "patient", text: "医生，药吃完了还要复诊吗？", conversationId: "10014" } });
      await expect.poll(() => doctorStream.seen.filter((e) => e.event === "chat").map((e) => JSON.parse(e.data).event.type)).toContain("conversation");
      // On the doctor's console now: the patient hears it was delivered.
      await patientHeard(new RegExp(`event: status\\ndata: .*"upTo":"${(asked.body.result as ChatThreadMessage).id}","state":"delivered"`));

      const reply = await zhang.client.chat.sendChatMessage({ orderId: 10014, clientId: cid("live"), kind: "text", text: "需要，下周三来复诊。" });
      await patientHeard(/需要，下周三来复诊。/);
      const asked2 = asked.body.result as ChatThreadMessage;
      await zhang.client.chat.markChatRead({ orderId: 10014, upTo: asked2.id });
      await patientHeard(new RegExp(`event: status\\ndata: .*"upTo":"${asked2.id}","state":"read"`));
      // The patient reads the reply: the doctor hears it, and the reply now reads 已读.
      expect((await patient(link, "/read", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ upTo: reply.id }) })).body.errcode).toBe(0);
      await expect.poll(() => doctorStream.seen.some((e) => e.event === "chat" && JSON.parse(e.data).event.type === "status" && JSON.parse(e.data).event.upTo === reply.id)).toBe(true);
      const { messages } = await zhang.client.chat.getChatHistory({ orderId: 10014 });
      expect(messages.find((m) => m.id === reply.id)?.state).toBe("read");
      expect((await zhang.client.chat.listChatConversations({})).find((c) => c.orderId === 10014)).toMatchObject({ unread: 0, waitingSince: null });
    } finally {
      await reader.cancel();
      await doctorStream.close();
    }
  });
});

describe("the patient page", () => {
  it("opens from the order's link; a changed signature, another order's id or an expired link shows 链接已失效", async () => {
    const link = await patientLink(10014);
    const ok = await h.app.request(link);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain(chatTexts.patientTitle);
    expect(html).toContain(`<script src="/patient/chat/app.js" defer></script>`);
    const script = await h.app.request(new URL("/patient/chat/app.js", link));
    expect(script.headers.get("content-type")).toContain("javascript");

    const tampered = new URL(link);
    tampered.searchParams.set("s", `${link.searchParams.get("s")!.slice(0, -2)}AA`);
    const other = new URL(link.href.replace("/10014?", "/10015?"));
    for (const bad of [tampered, other]) {
      const answer = await h.app.request(bad);
      expect(answer.status).toBe(410);
      expect(await answer.text()).toContain(chatTexts.linkExpired);
      expect((await patient(bad, "/messages")).status).toBe(403);
    }
    h.setNow(new Date(TODAY.getTime() + 8 * 24 * 3600_000));
    try {
      expect((await h.app.request(link)).status).toBe(410);
      expect((await patient(link, "/messages")).body).toMatchObject({ errcode: 403, errmsg: chatTexts.linkExpired });
    } finally {
      h.setNow(TODAY);
    }
  });

  it("ends the page's stream at its next ping once the link is past its time", async () => {
    const link = await patientLink(10015);
    // The stream's 25 s pings run on the test's time.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await h.app.request(new URL(`${link.pathname}/events${link.search}`, link));
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    try {
      expect((await reader.read()).value).toContain("event: ready");
      await vi.advanceTimersByTimeAsync(25_000);
      expect((await reader.read()).value).toContain("event: ping");
      h.setNow(new Date(TODAY.getTime() + 8 * 24 * 3600_000));
      await vi.advanceTimersByTimeAsync(25_000);
      vi.useRealTimers();
      const next = await Promise.race([reader.read(), new Promise<string>((r) => setTimeout(() => r("still open"), 2000))]);
      expect(next).toEqual({ done: true, value: undefined });
      expect((await h.app.request(new URL(`${link.pathname}/events${link.search}`, link))).status).toBe(403);
    } finally {
      vi.useRealTimers();
      h.setNow(TODAY);
      await reader.cancel();
    }
  });

  it("reads the history and sends an image with the upload rules; its images come through the link only", async () => {
    const link = await patientLink(10016);
    const data = new FormData();
    data.append("imagePath", image());
    const uploaded = await h.app.request(new URL(`${link.pathname}/image${link.search}`, link), { method: "POST", body: data, headers: { origin: "http://localhost" } });
    const { result } = (await uploaded.json()) as { result: { url: string } };
    expect(result.url).toMatch(/^\/uploads\/chat\/[0-9a-f]{32}\.png$/);
    const sent = (await patientSends(link, { clientId: cid("photo"), kind: "image", imageUrl: result.url })).body.result as ChatThreadMessage;
    expect(sent.imageUrl).toMatch(/^\/patient\/chat\/10016\/image\?p=/);
    expect((await h.app.request(new URL(sent.imageUrl!, link))).status).toBe(200);
    // The doctor sees it under /uploads, as their own patient's file.
    const { messages } = await zhang.client.chat.getChatHistory({ orderId: 10016 });
    expect(messages.find((m) => m.id === sent.id)?.imageUrl).toBe(result.url);
    expect((await zhang.fetch(`http://localhost${result.url}`)).status).toBe(200);
    // Not through another order's link, nor a file the conversation does not show.
    const other = await patientLink(10015);
    expect((await h.app.request(new URL(`${other.pathname}/image${other.search}&p=${encodeURIComponent(result.url)}`, other))).status).toBe(404);
    expect((await h.app.request(new URL(`${link.pathname}/image${link.search}&p=${encodeURIComponent("/uploads/demo/sign-zhang.png")}`, link))).status).toBe(404);
    // A file that is no image of the rule is refused.
    const text = new FormData();
    text.append("imagePath", new File(["not an image"], "a.png", { type: "image/png" }));
    const refused = await h.app.request(new URL(`${link.pathname}/image${link.search}`, link), { method: "POST", body: text, headers: { origin: "http://localhost" } });
    expect(((await refused.json()) as { errcode: number }).errcode).toBe(10002);
  });

  it("stores what the patient types as text, exactly, and the page itself never carries it as markup", async () => {
    const link = await patientLink(10014);
    const vector = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
    const sent = (await patientSends(link, { clientId: cid("xss"), kind: "text", text: vector })).body.result as ChatThreadMessage;
    expect(sent.text).toBe(vector);
    const { messages } = await zhang.client.chat.getChatHistory({ orderId: 10014 });
    expect(messages.at(-1)).toMatchObject({ text: vector, from: "patient", kind: "text" });
    expect(await (await h.app.request(link)).text()).not.toContain("onerror");
  });
});
