import { describe, expect, it } from "vitest";
import { formatDepartments, formatRegion, formatWaited, formatYuan } from "./format";

describe("display formats", () => {
  it("writes yuan with two decimals", () => {
    expect(formatYuan(15)).toBe("¥15.00");
    expect(formatYuan(12.5)).toBe("¥12.50");
    expect(formatYuan(0)).toBe("¥0.00");
    expect(formatYuan(null)).toBe("");
    expect(formatYuan(Number.NaN)).toBe("");
  });

  it("says how long a patient has waited", () => {
    expect(formatWaited(0)).toBe("刚刚");
    expect(formatWaited(59_999)).toBe("刚刚");
    expect(formatWaited(-5_000)).toBe("刚刚");
    expect(formatWaited(null)).toBe("刚刚");
    expect(formatWaited(12 * 60_000 + 30_000)).toBe("12分钟");
    expect(formatWaited(60 * 60_000)).toBe("1小时");
    expect(formatWaited((3 * 60 + 5) * 60_000)).toBe("3小时5分钟");
    expect(formatWaited(48 * 3_600_000)).toBe("2天");
    expect(formatWaited(51 * 3_600_000 + 59 * 60_000)).toBe("2天3小时");
  });

  it("joins region and departments without blanks or repeats", () => {
    expect(formatRegion({ provinceName: "北京市", cityName: "北京市", countyName: "朝阳区" })).toBe("北京市 朝阳区");
    expect(formatRegion({ provinceName: "浙江省", cityName: "", countyName: null })).toBe("浙江省");
    expect(formatDepartments({ department: "中医科", secondDepartment: "针灸科" })).toBe("中医科 / 针灸科");
    expect(formatDepartments({ department: "中医科", secondDepartment: "" })).toBe("中医科");
  });
});
