import { describe, expect, it } from "vitest";
import { footerSettings } from "./footer-settings";

describe("footer settings", () => {
  it("passes the host's licence and filing on", () => {
    expect(footerSettings({ VITE_FOOTER_LICENCE: " 互联网医院执业许可证：沪（2026）001号 ", VITE_FOOTER_FILING: "沪ICP备12345678号-2" })).toEqual({
      licence: "互联网医院执业许可证：沪（2026）001号",
      filing: "沪ICP备12345678号-2",
    });
  });
  it("leaves out what the host has not set", () => {
    expect(footerSettings({})).toEqual({});
    expect(footerSettings({ VITE_FOOTER_LICENCE: "", VITE_FOOTER_FILING: "  " })).toEqual({});
  });
});
