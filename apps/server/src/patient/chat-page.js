// The patient page's script (routes/patient-chat.ts; docs/behaviour/chat.md#the-patient-page).
// Plain JavaScript, no framework: the page must stay small on a phone. Every message is put on
// the page with textContent or an <img> src, never as HTML: what anyone typed stays text.
"use strict";
(function () {
  const config = JSON.parse(document.getElementById("chat-config").textContent);
  const t = config.texts;
  const list = document.getElementById("messages");
  const thread = document.getElementById("thread");
  const olderButton = document.getElementById("older");
  const form = document.getElementById("composer");
  const textarea = document.getElementById("text");
  const imageInput = document.getElementById("image");
  const url = (path, extra) => `${config.base}${path}?${config.query}${extra ? `&${extra}` : ""}`;

  /** id or clientId → { message, element } */
  const shown = new Map();
  let before = null;

  const pad = (n) => String(n).padStart(2, "0");
  const dayOf = (iso) => {
    const d = new Date(iso);
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  };
  const timeOf = (iso) => {
    const d = new Date(iso);
    return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  };
  const clientId = () =>
    globalThis.crypto && crypto.randomUUID ? crypto.randomUUID() : Array.from({ length: 4 }, () => Math.random().toString(16).slice(2, 10)).join("-");

  async function call(method, path, body, extra) {
    const response = await fetch(url(path, extra), {
      method,
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const envelope = await response.json().catch(() => null);
    if (!envelope || envelope.errcode !== 0) throw new Error((envelope && envelope.errmsg) || t.failed);
    return envelope.result;
  }

  const stateLabel = (m) => (m.state === "read" ? t.read : m.state === "delivered" ? t.delivered : m.state === "sent" ? t.sent : m.state === "sending" ? t.sending : "");

  function render(m, element) {
    const li = element || document.createElement("li");
    li.replaceChildren();
    li.dataset.from = m.from;
    li.dataset.state = m.state;
    li.dataset.id = m.id;
    li.dataset.day = dayOf(m.sentAt);
    const bubble = document.createElement("div");
    bubble.className = "bubble";
    if (m.kind === "image") {
      const img = document.createElement("img");
      img.alt = "图片";
      img.src = m.imageUrl;
      bubble.append(img);
      if (m.progress !== undefined && m.state === "sending") {
        const progress = document.createElement("progress");
        progress.max = 1;
        progress.value = m.progress;
        progress.setAttribute("aria-label", t.uploading);
        bubble.append(progress);
      }
    } else bubble.textContent = m.text;
    const meta = document.createElement("div");
    meta.className = "meta";
    const who = m.from === "patient" ? t.you : t.doctor;
    meta.textContent = `${who} ${timeOf(m.sentAt)}${m.from === "patient" && stateLabel(m) ? ` · ${stateLabel(m)}` : ""}`;
    if (m.state === "failed") {
      const retry = document.createElement("button");
      retry.type = "button";
      retry.textContent = t.failed;
      retry.addEventListener("click", () => void deliver(m.draft));
      meta.append(" ", retry);
    }
    li.append(bubble, meta);
    return li;
  }

  /** Day separators: a line before the first message of each day. */
  function separate() {
    for (const old of list.querySelectorAll("li.day")) old.remove();
    let day = "";
    for (const li of [...list.children]) {
      if (li.dataset.day !== day) {
        day = li.dataset.day;
        const sep = document.createElement("li");
        sep.className = "day";
        sep.textContent = day;
        li.before(sep);
      }
    }
  }

  const rank = { sending: 0, failed: 0, sent: 1, delivered: 2, read: 3 };

  function show(message, where) {
    const known = shown.get(message.id) || shown.get(message.clientId);
    // A mark never goes back (an event may come after a fresher answer).
    const m = known && message.state !== "failed" && rank[known.message.state] > rank[message.state] ? { ...message, state: known.message.state } : message;
    const element = render(m, known && known.element);
    const entry = { message: m, element };
    shown.set(m.id, entry);
    shown.set(m.clientId, entry);
    if (!known) {
      if (where === "top") list.prepend(element);
      else list.append(element);
    }
    separate();
  }

  const atBottom = () => thread.scrollHeight - thread.scrollTop - thread.clientHeight < 80;
  const toBottom = () => (thread.scrollTop = thread.scrollHeight);

  /** Tells the server how far the doctor's messages have been seen: read when the page is in view. */
  let marked = "0";
  function markSeen() {
    const last = [...shown.values()].map((e) => e.message).filter((m) => m.from === "doctor").map((m) => m.id).sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)).pop();
    if (!last || document.visibilityState !== "visible" || BigInt(last) <= BigInt(marked)) return;
    marked = last;
    void call("POST", "/read", { upTo: last, state: "read" }).catch(() => (marked = "0"));
  }

  async function loadLatest() {
    const page = await call("GET", "/messages");
    before = page.before;
    olderButton.hidden = !before;
    for (const m of page.messages) show(m);
    if (page.messages.length === 0 && list.children.length === 0) {
      const empty = document.createElement("li");
      empty.className = "day";
      empty.id = "empty";
      empty.textContent = t.empty;
      list.append(empty);
    }
    toBottom();
    markSeen();
  }

  olderButton.addEventListener("click", async () => {
    if (!before) return;
    const height = thread.scrollHeight;
    const page = await call("GET", "/messages", undefined, `before=${before}`);
    before = page.before;
    olderButton.hidden = !before;
    for (const m of [...page.messages].reverse()) show(m, "top");
    thread.scrollTop = thread.scrollHeight - height;
  });

  function listen() {
    const source = new EventSource(url("/events"));
    source.addEventListener("message", (e) => {
      const { message } = JSON.parse(e.data);
      document.getElementById("empty")?.remove();
      const stick = atBottom() || message.from === "patient";
      show(message);
      if (stick) toBottom();
      if (message.from === "doctor") markSeen();
    });
    source.addEventListener("status", (e) => {
      const { upTo, state } = JSON.parse(e.data);
      for (const { message } of new Set(shown.values())) {
        if (message.from !== "patient" || message.state === "sending" || message.state === "failed" || BigInt(message.id) > BigInt(upTo)) continue;
        if (message.state === "read" || (message.state === "delivered" && state === "delivered")) continue;
        show({ ...message, state });
      }
    });
    // After a reconnection, what came meanwhile.
    let first = true;
    source.addEventListener("ready", () => {
      if (!first) void loadLatest().catch(() => undefined);
      first = false;
    });
  }
  document.addEventListener("visibilitychange", markSeen);

  /** Sends a draft (again, on retry: the same client id never makes a second message). */
  async function deliver(draft) {
    const local = { id: draft.clientId, clientId: draft.clientId, from: "patient", kind: draft.kind, text: draft.text || "", sentAt: draft.sentAt, state: "sending", draft };
    if (draft.kind === "image") local.imageUrl = draft.preview;
    document.getElementById("empty")?.remove();
    show(local);
    toBottom();
    try {
      if (draft.kind === "image" && !draft.imageUrl) draft.imageUrl = (await upload(draft, local)).url;
      const body = draft.kind === "text" ? { clientId: draft.clientId, kind: "text", text: draft.text } : { clientId: draft.clientId, kind: "image", imageUrl: draft.imageUrl };
      show(await call("POST", "/messages", body));
    } catch {
      show({ ...local, state: "failed" });
    }
  }

  function upload(draft, local) {
    return new Promise((resolve, reject) => {
      const data = new FormData();
      data.append("imagePath", draft.file);
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url("/image"));
      xhr.responseType = "json";
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) show({ ...local, progress: e.loaded / e.total });
      };
      xhr.onload = () => (xhr.response && xhr.response.errcode === 0 ? resolve(xhr.response.result) : reject(new Error((xhr.response && xhr.response.errmsg) || t.failed)));
      xhr.onerror = () => reject(new Error(t.failed));
      xhr.send(data);
    });
  }

  function problem(message) {
    let alert = document.getElementById("problem");
    if (!alert) {
      alert = document.createElement("p");
      alert.id = "problem";
      alert.className = "error";
      alert.setAttribute("role", "alert");
      form.before(alert);
    }
    alert.textContent = message;
  }

  if (form) {
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = textarea.value;
      if (text.trim() === "") return;
      textarea.value = "";
      void deliver({ clientId: clientId(), kind: "text", text, sentAt: new Date().toISOString() });
    });
    textarea.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
        e.preventDefault();
        form.requestSubmit();
      }
    });
    imageInput.addEventListener("change", () => {
      const file = imageInput.files && imageInput.files[0];
      imageInput.value = "";
      if (!file) return;
      if (!config.rule.types.includes(file.type)) return problem(config.rule.typeMessage);
      if (file.size >= config.rule.maxBytes) return problem(config.rule.sizeMessage);
      document.getElementById("problem")?.remove();
      void deliver({ clientId: clientId(), kind: "image", file, preview: URL.createObjectURL(file), sentAt: new Date().toISOString() });
    });
  }

  void loadLatest().then(listen, () => problem(t.linkExpired));
})();
