/**
 * Texts of the console's care for unsaved work (house wording; the spec gives none): the question
 * asked before a form with unsaved input is left, and the failure text that does not advise a
 * reload while such input exists. See docs/behaviour/errors.md and docs/behaviour/shell.md.
 */
export const unsavedWorkTexts = {
  /** The question before leaving a form whose input has not been submitted. */
  leaveTitle: "内容尚未提交，确定离开吗？",
  leaveDescription: "已填写的内容保存在本机，再次打开此页时可以恢复。",
  leave: "离开",
  stay: "留下",
  /** After a 401 on such a page: the other ways out of the password dialog keep the copy too. */
  reauthKeepsCopy: "扫码登录或退出登录后，再次打开此页时可恢复本机保存的内容。",
} as const;
