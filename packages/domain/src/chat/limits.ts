/**
 * What a chat message may be, on both sides of the wire (the composer checks before sending, the
 * reference server checks what it receives). See docs/behaviour/chat.md.
 */
import { editorImageFileRule, type FileRule } from "../schemas/files";

/** Longest text message, in characters (UTF-16 code units, as a textarea's maxLength counts). */
export const CHAT_TEXT_MAX_LENGTH = 1000;

/** Images in a chat follow the editor-image rule: JPG/PNG/GIF under 10 MB. */
export const chatImageFileRule: FileRule = editorImageFileRule;

/** Messages a page of history holds unless asked otherwise, and at most. */
export const CHAT_HISTORY_PAGE = 30;
export const CHAT_HISTORY_MAX_PAGE = 100;

/** A client id: chosen by the sender, letters, digits, `-` and `_`, 8 to 64 of them. */
export const CHAT_CLIENT_ID_PATTERN = /^[\w-]{8,64}$/;

/** Order states whose conversation exists: accepted (已接诊) and the finished ones after it. */
export const chatOrderStates = [2, 6, 7] as const;

/** A conversation can be written while its order is accepted (已接诊); finished or closed, it is read-only. */
export function chatWritable(order: { state: number }): boolean {
  return order.state === 2;
}

/** Texts of the chat (house wording). */
export const chatTexts = {
  /** Errcode 1: a message to a conversation whose order is finished or closed. */
  readOnly: "问诊已结束，无法继续发送消息",
  /** Errcode 1: an image message naming an image not uploaded to this conversation. */
  imageNotFound: "图片不存在，请重新上传",
  /** The patient page. */
  patientTitle: "在线问诊",
  linkExpired: "链接已失效，请联系医生重新获取",
  ended: "问诊已结束，仅可查看聊天记录",
  placeholder: "输入消息",
  send: "发送",
  image: "发送图片",
  older: "查看更早的消息",
  sending: "发送中",
  failed: "发送失败，点击重试",
  sent: "已发送",
  delivered: "已送达",
  read: "已读",
  uploading: "上传中",
  empty: "暂无消息",
  doctor: "医生",
  you: "我",
} as const;
