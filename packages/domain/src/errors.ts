/**
 * The error catalogue of docs/behaviour/errors.md#error-catalogue and the success messages. The api client, the pages and the
 * reference server all ask here how a result is told to the doctor.
 */

export type Severity = "success" | "warning" | "error" | "silent";

/** What the client does besides (or instead of) showing the message. */
export type ErrorAction =
  | "none"
  /** Verification state becomes -1; lists are empty with total 0. */
  | "empty"
  /** QR code not scanned yet: keep polling. */
  | "keepPolling"
  /** QR code expired: fetch a new image and id. */
  | "refreshQr"
  /** Go to the login page (401, forced logout). */
  | "toLogin"
  /** Hide the issue-prescription entry (no product library). */
  | "hideIssue";

export interface ErrorReaction {
  message: string;
  severity: Severity;
  action: ErrorAction;
  /** Shown centered (the product-library message). */
  centered?: boolean;
}

/** The button that tries again after a failure (a page, an upload, a message): one word everywhere. */
export const retryLabel = "重试";

/** The fixed messages of the catalogue, in the spec's words. */
export const errorMessages = {
  phoneNotRegistered: "该手机号尚未注册",
  wrongPassword: "密码错误",
  priceOutOfRange: "价格超出范围",
  http: "服务器开小差了，请刷新页面重新请求",
  /**
   * House wording: the HTTP failure while a form holds unsaved input. A reload would lose it, so
   * this one does not advise a reload (see docs/behaviour/errors.md).
   */
  httpKeepWork: "服务器开小差了，请稍后重试，已填写的内容不会丢失",
  loginTimeout: "登陆超时",
  upload: "上传失败",
  online: "上线失败!",
  offline: "下线失败!",
  noProductLibrary: "您所在的医院暂无营养品库,请联系医院管理员添加",
  /** House wording: the spec gives the situation, not the text. */
  forcedLogout: "您的账号已在其他设备登录，请重新登录",
  studioClosed: "您还未开通工作室，开通后再来吧",
  noPermission: "暂无操作权限",
} as const;

/**
 * The reference server's own texts (house wording, beyond the spec unless noted): the server
 * answers with these and never types a message itself. The spec's own texts it answers with
 * (登陆超时, 该手机号尚未注册, 密码错误, 上传失败, the schemas' messages) are the ones above and in
 * `validationMessages`.
 */
export const serverMessages = {
  /** Beyond the spec: HTTP 429, the throttle (wrong passwords, QR codes, QR confirmations). */
  tooManyRequests: "操作过于频繁，请稍后再试",
  /** HTTP 413: a body over the call's limit. */
  tooLarge: "请求内容过大",
  /** 30007: no data. */
  noData: "暂无数据",
  /** 30002: nobody has confirmed the QR code yet (silent in the console). */
  qrWaiting: "等待扫码确认",
  /** 30013: the QR code has expired (silent in the console: it fetches a new one). */
  qrExpired: "二维码已过期",
  notFound: "接口不存在",
  internal: "服务器内部错误",
  crossSite: "拒绝跨站请求",
  badInput: "参数错误",
  needForm: "请求格式不正确：需要表单",
  badForm: "请求格式不正确：表单无法解析",
  needJson: "请求格式不正确：需要 JSON",
  badJson: "请求格式不正确：JSON 无法解析",
  needJsonObject: "请求格式不正确：需要 JSON 对象",
  /** Errcode 1 of the NRS-2002 / PG-SGA detail (the page shows it). */
  recordNotFound: "记录不存在",
  /** Errcode 1: a screening or evaluation for a patient that is not the doctor's. */
  patientNotFound: "患者不存在，请重新填写基本信息",
  /** Errcode 1: a product of that name is already in the library. */
  productExists: "该营养品已存在",
  /** Errcode 1: a prescription line names a product that is not in the library. */
  productMissing: "营养品不存在，请重新选择",
  /** Errcode 1: not enough of a product left for the prescription. */
  outOfStock: (name: string, stock: number, unit: string) => `库存不足：${name}（库存 ${stock}${unit}）`,
  /** Parameter error of an optional date field typed wrong (入院日期, 手术日期). */
  badDate: (label: string) => `${label}格式不正确`,
  admissionDate: "入院日期",
  surgeryDate: "手术日期",
  /** Errcode 1: accept or refuse of an order that no longer waits for the doctor. */
  orderNotPending: "该订单不是待接诊状态，无法操作",
  /** Parameter error: a blank comment reply. */
  blankReply: "回复内容不能为空",
  /** Errcode 1: online/offline of a draft, or of an article in review. */
  draftCannotGoOnline: "草稿不能上线，请先提交审核",
  reviewCannotToggle: "审核中的文章不能上下线",
} as const;

/** `参数错误：field` — the field of a bad input, never the validator's internals. */
export const badInputMessage = (field?: string): string => (field ? `${serverMessages.badInput}：${field}` : serverMessages.badInput);

// In a module of its own: the sign-in page needs the codes, not the messages (docs/performance.md).
export { errcodes } from "./errcodes";

/**
 * Situations of the catalogue that are not a plain errcode:
 * - `http`: the request failed (network, timeout, 5xx);
 * - `httpWithUnsavedWork`: the same while a form holds unsaved input (no advice to reload);
 * - `unauthorized`: HTTP 401 (also accepted as the number 401);
 * - `upload`, `online`, `offline`: those actions failed;
 * - `noProductLibrary`: the product-library list answered errcode 1;
 * - `serverErrmsg`: prescription, product and NRS-submit failures, PG-SGA step-2 failure and
 *   NRS / PG-SGA detail errcode 1 — the server's errmsg as an error;
 * - `patientList`: any non-zero errcode of the patient lists (ignored);
 * - `pgsgaCreatePatient`: PG-SGA step-1 failure (silent);
 * - `forcedLogout`: another device logged in (302, 417, kicked).
 */
export type ErrorSituation =
  | "http"
  | "httpWithUnsavedWork"
  | "unauthorized"
  | "upload"
  | "online"
  | "offline"
  | "noProductLibrary"
  | "serverErrmsg"
  | "patientList"
  | "pgsgaCreatePatient"
  | "forcedLogout";

// Built by a call marked pure: an object literal that reads other objects' properties would stay in
// every bundle that imports this module, used or not (see docs/performance.md).
const fixed: Record<number | ErrorSituation, ErrorReaction> = /* @__PURE__ */ (() => ({
    0: { message: "", severity: "success", action: "none" },
    30005: { message: errorMessages.phoneNotRegistered, severity: "warning", action: "none" },
    30001: { message: errorMessages.wrongPassword, severity: "error", action: "none" },
    30007: { message: "", severity: "silent", action: "empty" },
    30010: { message: errorMessages.priceOutOfRange, severity: "error", action: "none" },
    30002: { message: "", severity: "silent", action: "keepPolling" },
    30013: { message: "", severity: "silent", action: "refreshQr" },
    401: { message: errorMessages.loginTimeout, severity: "error", action: "toLogin" },
    http: { message: errorMessages.http, severity: "error", action: "none" },
    httpWithUnsavedWork: { message: errorMessages.httpKeepWork, severity: "error", action: "none" },
    unauthorized: { message: errorMessages.loginTimeout, severity: "error", action: "toLogin" },
    upload: { message: errorMessages.upload, severity: "error", action: "none" },
    online: { message: errorMessages.online, severity: "error", action: "none" },
    offline: { message: errorMessages.offline, severity: "error", action: "none" },
    noProductLibrary: { message: errorMessages.noProductLibrary, severity: "error", action: "hideIssue", centered: true },
    serverErrmsg: { message: "", severity: "error", action: "none" },
    patientList: { message: "", severity: "silent", action: "none" },
    pgsgaCreatePatient: { message: "", severity: "silent", action: "none" },
    forcedLogout: { message: errorMessages.forcedLogout, severity: "warning", action: "toLogin" },
    302: { message: errorMessages.forcedLogout, severity: "warning", action: "toLogin" },
    417: { message: errorMessages.forcedLogout, severity: "warning", action: "toLogin" },
    /** Beyond the spec: HTTP 429 from the server's throttle. */
    429: { message: serverMessages.tooManyRequests, severity: "error", action: "none" },
  }))();

/**
 * How to tell the doctor about an errcode or a situation of docs/behaviour/errors.md#error-catalogue.
 * `errmsg` is the server's message: used by `serverErrmsg` and by errcodes the catalogue does not
 * name (falling back to the HTTP-failure text when the server gave none).
 *
 * @example errorFor(30001) // { message: "密码错误", severity: "error", action: "none" }
 * @example errorFor("serverErrmsg", "库存不足") // { message: "库存不足", severity: "error", … }
 */
export function errorFor(code: number | ErrorSituation, errmsg?: string | null): ErrorReaction {
  const known = fixed[code];
  if (known) {
    if (code === "serverErrmsg") {
      return { ...known, message: errmsg?.trim() ? errmsg : errorMessages.http };
    }
    return { ...known };
  }
  return { message: errmsg?.trim() ? errmsg : errorMessages.http, severity: "error", action: "none" };
}

/** Success messages (see docs/behaviour/errors.md#success-messages), exactly as written. */
export const successMessages = {
  login: "登录成功",
  logout: "退出成功！",
  upload: "上传成功",
  delete: "删除成功",
  online: "上线成功!",
  offline: "下线成功!",
  accept: "接诊成功，请在已接诊查看",
  /** '发送成功' plus the reason: see {@link refusalSentMessage}. */
  send: "发送成功",
  submit: "提交成功",
  remind: "提醒成功",
  /** A profile save. */
  save: "保存成功",
  /** House wording: a comment reply was sent. */
  reply: "回复成功",
} as const;

/**
 * After refusing an order: '发送成功' plus the reason given, as a title and a description, so
 * that the two read apart ("发送成功" / the reason) instead of as one run-on line.
 */
export function refusalSentMessage(reason: string): { title: string; description: string } {
  return { title: successMessages.send, description: reason.trim() };
}
