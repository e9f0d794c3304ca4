/**
 * Story data (not exported by the package): the demo fixtures' orders, with their uploaded images
 * replaced by the domain's inline demo images so stories render without a server.
 */
import { orderInListState, type ChatMessage, type ConsultationOrder, type PatientListState } from "@doctor-console/domain";
import { demoImage, fixtures, withDemoImages } from "@doctor-console/domain/fixtures";


/** An order with inline pictures (the domain's demo images) for its signatures, photos and chat pictures. */
export const withStoryAssets = (order: ConsultationOrder): ConsultationOrder => withDemoImages(order);

/** The demo orders of one patient list (see docs/behaviour/orders.md#patient-tabs, 0–8). */
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
  () => ({ fromNick: "陈秀英", msgType: "PICTURE", body: JSON.stringify({ url: demoImage("chat-tongue.png") }) }),
  () => ({ fromNick: "陈秀英", msgType: "AUDIO", body: JSON.stringify({ url: "/uploads/demo/chat-voice.mp3", dur: 8000 }) }),
  () => ({ fromNick: "陈秀英", msgType: "VIDEO", body: JSON.stringify({ url: "/uploads/demo/chat-neck.mp4", dur: 15000 }) }),
  () => ({ fromNick: "陈秀英", msgType: "CUSTOM", body: JSON.stringify({ type: 3 }) }),
];

/** A long consultation: `count` messages of every kind, mostly text. */
export function manyMessages(count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) => kinds[i % 10 < 6 ? i % 10 % 2 : (i % 10) - 4]!(i));
}
