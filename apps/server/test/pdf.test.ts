import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NutritionPrescription } from "@doctor-console/domain";
import { newPrescriptionPdfUrl, writePrescriptionPdf } from "../src/pdf";
import type { Deps } from "../src/deps";
import { filesUnder, png } from "./support/files";
import { readPdf } from "./support/pdf-text";

let filesDir: string;
let deps: Deps;

beforeAll(() => {
  filesDir = mkdtempSync(join(tmpdir(), "dc-pdf-test-"));
  deps = { filesDir, now: () => new Date("2026-11-21T10:00:00+08:00") } as Deps;
});
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const prescription = (over: Partial<NutritionPrescription> = {}): NutritionPrescription => ({
  nutritionPrescriptionId: 37,
  createDate: "2026-11-21 09:30:00",
  patientName: "王秀英",
  sex: 0,
  age: 72,
  patientPhone: "13912345678",
  hospitalizationCode: "ZY2026110518",
  bedNumber: "内科3病区12床",
  hospitalName: "杏林中医医院",
  department: "临床营养科",
  doctorName: "陈思远",
  doctorSignCertificate: "",
  nourishmentList: [
    { NourishmentCode: 1, quantity: 2, useTheDosage: "每日三次，每次一勺，温水冲服" },
    { NourishmentCode: 2, quantity: 5, useTheDosage: "每日一次，每次一袋" },
  ],
  nourishmentsl: [
    { nourishmentName: "全营养配方粉（整蛋白型）", nourishmentCount: 2, useTheDosage: "每日三次，每次一勺，温水冲服" },
    { nourishmentName: "乳清蛋白粉", nourishmentCount: 5, useTheDosage: "每日一次，每次一袋" },
  ],
  ...over,
  pdf: over.pdf ?? `/uploads/pdf/${over.nutritionPrescriptionId ?? 37}.pdf`,
});

/** What a person reads on the sheet, without the line breaks the layout adds. */
const flat = (text: string) => text.replace(/\s+/g, "");

describe("writePrescriptionPdf", () => {
  it("names new PDFs at random (no one collects them by counting)", () => {
    const names = new Set(Array.from({ length: 50 }, () => newPrescriptionPdfUrl()));
    expect(names.size).toBe(50);
    for (const url of names) expect(url).toMatch(/^\/uploads\/pdf\/[0-9a-f]{32}\.pdf$/);
  });

  it("writes an A4 sheet at its URL whose Chinese text reads back exactly", async () => {
    const url = await writePrescriptionPdf(deps, prescription());
    expect(url).toBe("/uploads/pdf/37.pdf");
    const file = join(filesDir, "pdf", "37.pdf");
    const pdf = readPdf(readFileSync(file));

    expect(pdf.mediaBoxes).toEqual([[0, 0, 595.28, 841.89]]);
    const text = flat(pdf.pages[0]!);
    for (const expected of [
      "杏林中医医院",
      "营养处方",
      "姓名",
      "王秀英",
      "性别",
      "女",
      "年龄",
      "72岁",
      "电话",
      "13912345678",
      "住院号",
      "ZY2026110518",
      "床号",
      "内科3病区12床",
      "科室",
      "临床营养科",
      "2026-11-21",
      "营养品名称",
      "数量",
      "用法用量",
      "全营养配方粉（整蛋白型）",
      "乳清蛋白粉",
      "每日三次，每次一勺，温水冲服",
      "每日一次，每次一袋",
      "医师签名",
      "陈思远",
    ]) {
      expect(text).toContain(expected);
    }
    // The quantities sit in their rows: number, name, quantity, dosage.
    expect(text).toContain("1全营养配方粉（整蛋白型）2每日三次");
    expect(text).toContain("2乳清蛋白粉5每日一次");
    expect(text).not.toContain("\uFFFD");
  });

  it("embeds a CJK font as a subset rather than relying on the reader's fonts", async () => {
    await writePrescriptionPdf(deps, prescription({ nutritionPrescriptionId: 38 }));
    const bytes = readFileSync(join(filesDir, "pdf", "38.pdf"));
    const pdf = readPdf(bytes);
    expect(pdf.fontsEmbedded).toBe(true);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts) expect(font).toMatch(/^[A-Z]{6}\+NotoSansHans-/);
    // A subset: the whole font is about 8 MB, the sheet a small fraction of that.
    expect(bytes.length).toBeLessThan(400_000);
  });

  it("says 男 for sex 1", async () => {
    await writePrescriptionPdf(deps, prescription({ nutritionPrescriptionId: 39, sex: 1 }));
    const text = flat(readPdf(readFileSync(join(filesDir, "pdf", "39.pdf"))).pages[0]!);
    expect(text).toContain("性别男");
  });

  it("draws the doctor's signature image when it is one of our uploads, and none otherwise", async () => {
    mkdirSync(join(filesDir, "verification"), { recursive: true });
    const name = "0123456789abcdef0123456789abcdef.png";
    writeFileSync(join(filesDir, "verification", name), png({ width: 90, height: 30 }));

    await writePrescriptionPdf(deps, prescription({ nutritionPrescriptionId: 40, doctorSignCertificate: `/uploads/verification/${name}` }));
    const signed = readPdf(readFileSync(join(filesDir, "pdf", "40.pdf")));
    expect(signed.images).toEqual([[90, 30]]);
    expect(flat(signed.pages[0]!)).toContain("陈思远");

    await writePrescriptionPdf(deps, prescription({ nutritionPrescriptionId: 41 }));
    expect(readPdf(readFileSync(join(filesDir, "pdf", "41.pdf"))).images).toEqual([]);

    // The demo data's signatures live under /uploads/demo.
    mkdirSync(join(filesDir, "demo"), { recursive: true });
    writeFileSync(join(filesDir, "demo", "zhang-signCertificate.png"), png({ width: 80, height: 24 }));
    await writePrescriptionPdf(deps, prescription({ nutritionPrescriptionId: 46, doctorSignCertificate: "/uploads/demo/zhang-signCertificate.png" }));
    expect(readPdf(readFileSync(join(filesDir, "pdf", "46.pdf"))).images).toEqual([[80, 24]]);
  });

  it("ignores a signature that is not an upload of ours (no path tricks, no remote fetch)", async () => {
    for (const [id, sign] of [
      [42, "/uploads/../../../../etc/passwd"],
      [43, "https://example.com/sign.png"],
      [44, "/uploads/verification/ffffffffffffffffffffffffffffffff.png"],
    ] as const) {
      await writePrescriptionPdf(deps, prescription({ nutritionPrescriptionId: id, doctorSignCertificate: sign }));
      const pdf = readPdf(readFileSync(join(filesDir, "pdf", `${id}.pdf`)));
      expect(pdf.images).toEqual([]);
      expect(flat(pdf.pages[0]!)).toContain("医师签名：陈思远");
    }
  });

  it("carries a long list over to a second page with the table header repeated", async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      nourishmentName: `营养品${i + 1}号`,
      nourishmentCount: i + 1,
      useTheDosage: "每日两次，每次一袋，餐后温水冲服",
    }));
    await writePrescriptionPdf(deps, prescription({ nutritionPrescriptionId: 45, nourishmentsl: lines }));
    const pdf = readPdf(readFileSync(join(filesDir, "pdf", "45.pdf")));
    expect(pdf.pages.length).toBe(2);
    const all = pdf.pages.map(flat).join("");
    for (const line of lines) expect(all).toContain(`${line.nourishmentName}${line.nourishmentCount}每日两次`);
    expect(flat(pdf.pages[1]!)).toContain("序号营养品名称数量用法用量");
    // The signature block closes the last page only.
    expect(flat(pdf.pages[0]!)).not.toContain("医师签名");
    expect(flat(pdf.pages[1]!)).toContain("医师签名");
  });

  it("leaves no file behind when it cannot write", async () => {
    const before = filesUnder(filesDir);
    await expect(writePrescriptionPdf(deps, prescription({ nutritionPrescriptionId: 0 }))).rejects.toThrow();
    expect(filesUnder(filesDir)).toEqual(before);
    expect(existsSync(join(filesDir, "pdf", "0.pdf"))).toBe(false);
  });
});
