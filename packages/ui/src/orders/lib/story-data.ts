/**
 * Story data (not exported by the package): the demo fixtures' orders, with their uploaded images
 * replaced by inline pictures so stories render without a server.
 */
import { orderInListState, type ChatMessage, type ConsultationOrder, type PatientListState } from "@doctor-console/domain";
import { fixtures } from "@doctor-console/domain/fixtures";

const svg = (w: number, h: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  )}`;

/** A handwritten-looking signature. */
export const signatureImage = (name: string) =>
  svg(160, 56, `<text x="8" y="40" font-family="KaiTi, STKaiti, serif" font-size="30" font-style="italic" fill="#1f2933">${name}</text>`);

export const avatarImage = (initial: string) =>
  svg(128, 128, `<rect width="128" height="128" fill="#e6f4f2"/><text x="64" y="82" font-size="52" text-anchor="middle" fill="#0b5953">${initial}</text>`);

export const pictureImage = (label: string) =>
  svg(
    800,
    600,
    `<rect width="800" height="600" fill="#eef1f3"/><circle cx="400" cy="280" r="150" fill="#f4c7b8"/><text x="400" y="520" font-size="48" text-anchor="middle" fill="#55606b">${label}</text>`,
  );

const pictures: Record<string, string> = {
  "/uploads/demo/chat-tongue.png": pictureImage("舌象"),
  "/uploads/demo/chat-xray.png": pictureImage("颈椎片"),
};
const signatures: Record<string, string> = {
  "/uploads/demo/sign-zhang.png": signatureImage("张明远"),
  "/uploads/demo/sign-pharmacist-qian.png": signatureImage("钱药师"),
  "/uploads/demo/sign-pharmacist-feng.png": signatureImage("冯药师"),
};

function withStoryMedia(message: ChatMessage): ChatMessage {
  if (message.msgType !== "PICTURE") return message;
  const body = JSON.parse(message.body) as { url: string };
  return { ...message, body: JSON.stringify({ ...body, url: pictures[body.url] ?? pictureImage("图片") }) };
}

/** An order with inline pictures for its signatures, photo and chat pictures. */
export function withStoryAssets(order: ConsultationOrder): ConsultationOrder {
  const o = structuredClone(order);
  o.sign = signatures[o.sign] ?? o.sign;
  o.doctor = { ...o.doctor, photoUrl: avatarImage(o.doctor.doctorName.slice(0, 1)) };
  o.communication = o.communication.map(withStoryMedia);
  if (o.prescription) {
    o.prescription = {
      ...o.prescription,
      photo: signatures[o.prescription.photo] ?? o.prescription.photo,
      photob: signatures[o.prescription.photob] ?? o.prescription.photob,
    };
  }
  return o;
}

/** The demo orders of one patient list (spec §2, 0–8). */
export function storyOrders(listState: PatientListState): ConsultationOrder[] {
  return fixtures.orders.filter((o) => orderInListState(o, listState)).map(withStoryAssets);
}

/** The "today" the fixtures were made for. */
export const storyNow = fixtures.today;

/** The first demo order matching a test. */
export function storyOrder(test: (o: ConsultationOrder) => boolean): ConsultationOrder {
  const found = fixtures.orders.find(test);
  if (!found) throw new Error("no demo order matches");
  return withStoryAssets(found);
}

const kinds: ((i: number) => ChatMessage)[] = [
  (i) => ({ fromNick: "陈秀英", msgType: "TEXT", body: `第${i + 1}条：医生您好，今天饭后还是有些胃胀，<b>不是粗体</b>。` }),
  (i) => ({ fromNick: "张明远", msgType: "TEXT", body: `第${i + 1}条：注意饮食清淡，少食多餐。` }),
  () => ({ fromNick: "陈秀英", msgType: "PICTURE", body: JSON.stringify({ url: pictures["/uploads/demo/chat-tongue.png"] }) }),
  () => ({ fromNick: "陈秀英", msgType: "AUDIO", body: JSON.stringify({ url: "/uploads/demo/chat-voice.mp3", dur: 8000 }) }),
  () => ({ fromNick: "陈秀英", msgType: "VIDEO", body: JSON.stringify({ url: "/uploads/demo/chat-neck.mp4", dur: 15000 }) }),
  () => ({ fromNick: "陈秀英", msgType: "CUSTOM", body: JSON.stringify({ type: 3 }) }),
];

/** A long consultation: `count` messages of every kind, mostly text. */
export function manyMessages(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) => kinds[i % 10 < 6 ? i % 10 % 2 : (i % 10) - 4]!(i));
}
