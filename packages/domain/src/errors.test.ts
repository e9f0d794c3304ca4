import { describe, expect, it } from "vitest";
import { errorFor, errorMessages, refusalSentMessage, successMessages } from "./errors";

describe("error catalogue", () => {
  it("errcode 0 is success", () => {
    expect(errorFor(0)).toMatchObject({ severity: "success", message: "" });
  });
  it("30005 phone not registered is a warning", () => {
    expect(errorFor(30005)).toMatchObject({ message: "该手机号尚未注册", severity: "warning" });
  });
  it("30001 wrong password", () => {
    expect(errorFor(30001)).toMatchObject({ message: "密码错误", severity: "error" });
  });
  it("30007 no data: empty lists, verification -1, no message", () => {
    expect(errorFor(30007)).toMatchObject({ severity: "silent", action: "empty" });
  });
  it("30010 price out of range", () => {
    expect(errorFor(30010)).toMatchObject({ message: "价格超出范围", severity: "error" });
  });
  it("30002 QR not scanned is ignored (keep polling); 30013 expired refreshes", () => {
    expect(errorFor(30002)).toMatchObject({ severity: "silent", action: "keepPolling" });
    expect(errorFor(30013)).toMatchObject({ severity: "silent", action: "refreshQr" });
  });
  it("HTTP failure", () => {
    expect(errorFor("http")).toMatchObject({ message: "服务器开小差了，请刷新页面重新请求", severity: "error" });
  });
  it("HTTP failure while a form holds unsaved input: no advice to reload", () => {
    const { message, severity } = errorFor("httpWithUnsavedWork");
    expect(severity).toBe("error");
    expect(message).not.toMatch(/刷新/);
    expect(message).toBe("服务器开小差了，请稍后重试，已填写的内容不会丢失");
  });
  it("401 adds 登陆超时 and goes to login", () => {
    expect(errorFor(401)).toMatchObject({ message: "登陆超时", action: "toLogin" });
    expect(errorFor("unauthorized")).toMatchObject({ message: "登陆超时", action: "toLogin" });
  });
  it("upload, online and offline failures", () => {
    expect(errorFor("upload").message).toBe("上传失败");
    expect(errorFor("online").message).toBe("上线失败!");
    expect(errorFor("offline").message).toBe("下线失败!");
  });
  it("product library errcode 1: centered error, issue button hidden", () => {
    expect(errorFor("noProductLibrary")).toEqual({
      message: "您所在的医院暂无营养品库,请联系医院管理员添加",
      severity: "error",
      action: "hideIssue",
      centered: true,
    });
  });
  it("prescription / product / NRS-submit failures and detail errcode 1 show the server's errmsg", () => {
    expect(errorFor("serverErrmsg", "库存不足")).toMatchObject({ message: "库存不足", severity: "error" });
    expect(errorFor("serverErrmsg").message).toBe(errorMessages.http);
  });
  it("patient-list errcodes and PG-SGA create-patient failure are silent", () => {
    expect(errorFor("patientList").severity).toBe("silent");
    expect(errorFor("pgsgaCreatePatient").severity).toBe("silent");
  });
  it("forced logout (302, 417, kicked) warns and logs out", () => {
    for (const code of [302, 417, "forcedLogout"] as const) {
      expect(errorFor(code)).toMatchObject({ severity: "warning", action: "toLogin" });
    }
  });
  it("an unknown errcode shows the server's errmsg, else the HTTP-failure text", () => {
    expect(errorFor(12345, "参数错误")).toMatchObject({ message: "参数错误", severity: "error" });
    expect(errorFor(12345)).toMatchObject({ message: "服务器开小差了，请刷新页面重新请求" });
  });
  it("permission and studio notices are the spec's words", () => {
    expect(errorMessages.studioClosed).toBe("您还未开通工作室，开通后再来吧");
    expect(errorMessages.noPermission).toBe("暂无操作权限");
  });
});

describe("success messages", () => {
  it("are exactly as written", () => {
    expect(Object.values(successMessages)).toEqual([
      "登录成功",
      "退出成功！",
      "上传成功",
      "删除成功",
      "上线成功!",
      "下线成功!",
      "接诊成功，请在已接诊查看",
      "发送成功",
      "提交成功",
      "提醒成功",
      // House wording beyond the spec's list: a profile saved, a comment reply.
      "保存成功",
      "回复成功",
    ]);
  });
  it("'发送成功' plus the reason after a refusal, as two parts (never run together)", () => {
    expect(refusalSentMessage(" 患者需线下就诊 ")).toEqual({ title: "发送成功", description: "患者需线下就诊" });
  });
});
