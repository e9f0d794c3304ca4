import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("keeps the date part of platform strings", () => {
    expect(formatDate("2026-12-31")).toBe("2026-12-31");
    expect(formatDate("2026-12-31 23:59:59")).toBe("2026-12-31");
    expect(formatDate("2026-3-5")).toBe("2026-03-05");
  });
  it("formats Dates and epoch ms in local (Asia/Shanghai) time", () => {
    // 2026-01-31T16:30:00Z is already 1 February in Shanghai.
    expect(formatDate(Date.UTC(2026, 0, 31, 16, 30))).toBe("2026-02-01");
    expect(formatDate(new Date(2026, 5, 9))).toBe("2026-06-09");
  });
  it("returns empty text for nothing or junk", () => {
    expect(formatDate(undefined)).toBe("");
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
