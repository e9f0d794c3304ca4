/**
 * The nutrition-prescription PDF (see docs/behaviour/nutrition.md#routes: the detail page's download link opens it),
 * and the NRS-2002 and PG-SGA sheets (see docs/behaviour/nutrition.md#details-and-downloads).
 * An A4 sheet that looks like the paper form a hospital files: hospital name, the title 营养处方,
 * the patient block, the product list, the doctor's name and signature, all on ruled lines,
 * black on white.
 *
 * Chinese text is set in Noto Sans Hans (GB2312 coverage, OFL), shipped by the npm package
 * `@embedpdf/fonts-sc`; pdfkit embeds only the glyphs used (a subset, with a ToUnicode map, so
 * the text can be searched and copied).
 */
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type PdfKit from "pdfkit";
import { dirname, join } from "node:path";
import { displayDate, nutritionSexLabel, type NutritionPatient, type NutritionPrescription } from "@doctor-console/domain";
import { uploadedFile } from "./uploads";
import type { Deps } from "./deps";

const require = createRequire(import.meta.url);
/** pdfkit, loaded when the first PDF is made: about 20 MB that an idle server need not hold (docs/deployment.md "Memory"). */
const pdfkit = () => require("pdfkit") as typeof PdfKit;
let fontCache: { regular: Buffer; bold: Buffer } | undefined;

/** The CJK fonts, read once per process (about 8 MB each; only the used glyphs are embedded). */
export function cjkFonts(): { regular: Buffer; bold: Buffer } {
  if (!fontCache) {
    const dir = join(dirname(require.resolve("@embedpdf/fonts-sc")), "..", "fonts");
    fontCache = {
      regular: readFileSync(join(dir, "NotoSansHans-Regular.otf")),
      bold: readFileSync(join(dir, "NotoSansHans-Bold.otf")),
    };
  }
  return fontCache;
}

/**
 * A new served URL for a prescription's PDF: a random name, so that no one collects PDFs by
 * counting (who may fetch it is `file_owners`' business: uploads.ts).
 */
export const newPrescriptionPdfUrl = () => `/uploads/pdf/${randomBytes(16).toString("hex")}.pdf`;

// A4 in points, with the margins of a filed form.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const WIDTH = RIGHT - LEFT;
const BOTTOM = PAGE.height - MARGIN;
const PAD = 5;

type Doc = PDFKit.PDFDocument;

/** One row of label/value cells, ruled; returns the y below it. */
function infoRow(doc: Doc, y: number, cells: { label: string; value: string; width: number }[]): number {
  const labelWidth = 58;
  const height = 24;
  let x = LEFT;
  for (const cell of cells) {
    doc.rect(x, y, labelWidth, height).fillAndStroke("#f2f2f2", "#000");
    doc.fillColor("#000").font("bold").fontSize(10).text(cell.label, x, y + 7, { width: labelWidth, align: "center", lineBreak: false });
    doc.rect(x + labelWidth, y, cell.width - labelWidth, height).stroke();
    doc
      .font("regular")
      .fontSize(10)
      .text(cell.value || "—", x + labelWidth + PAD, y + 7, { width: cell.width - labelWidth - 2 * PAD, lineBreak: false, ellipsis: true });
    x += cell.width;
  }
  return y + height;
}

const columns = [
  { title: "序号", width: 40, align: "center" as const },
  { title: "营养品名称", width: 190, align: "left" as const },
  { title: "数量", width: 60, align: "center" as const },
  { title: "用法用量", width: WIDTH - 40 - 190 - 60, align: "left" as const },
];

function tableHeader(doc: Doc, y: number): number {
  const height = 24;
  let x = LEFT;
  doc.font("bold").fontSize(10.5);
  for (const col of columns) {
    doc.rect(x, y, col.width, height).fillAndStroke("#f2f2f2", "#000");
    doc.fillColor("#000").text(col.title, x + PAD, y + 7, { width: col.width - 2 * PAD, align: col.align === "left" ? "left" : "center", lineBreak: false });
    x += col.width;
  }
  return y + height;
}

function tableRow(doc: Doc, y: number, values: string[]): number {
  doc.font("regular").fontSize(10.5);
  const heights = columns.map((col, i) => doc.heightOfString(values[i] ?? "", { width: col.width - 2 * PAD }));
  const height = Math.max(24, Math.max(...heights) + 2 * 7);
  let x = LEFT;
  columns.forEach((col, i) => {
    doc.rect(x, y, col.width, height).stroke();
    doc.text(values[i] ?? "", x + PAD, y + 7, { width: col.width - 2 * PAD, align: col.align });
    x += col.width;
  });
  return y + height;
}

/** Draws the sheet into `doc`. */
export function drawPrescription(doc: Doc, p: NutritionPrescription, signature: string | null): void {
  const fonts = cjkFonts();
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  doc.lineWidth(0.8).strokeColor("#000").fillColor("#000");

  // Heading: hospital, title, number.
  let y = MARGIN;
  doc.font("bold").fontSize(17).text(p.hospitalName || "", LEFT, y, { width: WIDTH, align: "center" });
  y = doc.y + 4;
  doc.font("bold").fontSize(22).text("营养处方", LEFT, y, { width: WIDTH, align: "center", characterSpacing: 8 });
  y = doc.y + 6;
  doc.font("regular").fontSize(9.5);
  doc.text(`处方编号：${String(p.nutritionPrescriptionId).padStart(8, "0")}`, LEFT, y, { width: WIDTH, align: "right", lineBreak: false });
  y += 16;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(2).stroke();
  doc.moveTo(LEFT, y + 3).lineTo(RIGHT, y + 3).lineWidth(0.6).stroke();
  doc.lineWidth(0.8);
  y += 14;

  // Patient block.
  const third = WIDTH / 3;
  y = infoRow(doc, y, [
    { label: "姓名", value: p.patientName, width: third },
    { label: "性别", value: nutritionSexLabel(p.sex), width: third },
    { label: "年龄", value: `${p.age}岁`, width: third },
  ]);
  y = infoRow(doc, y, [
    { label: "电话", value: p.patientPhone, width: third },
    { label: "住院号", value: p.hospitalizationCode, width: third },
    { label: "床号", value: p.bedNumber, width: third },
  ]);
  y = infoRow(doc, y, [
    { label: "科室", value: p.department, width: third * 2 },
    { label: "日期", value: displayDate(p.createDate), width: third },
  ]);
  y += 18;

  // Products.
  doc.font("bold").fontSize(16).text("Rp.", LEFT, y, { lineBreak: false });
  y += 24;
  y = tableHeader(doc, y);
  const lines = p.nourishmentsl ?? [];
  lines.forEach((line, i) => {
    const values = [String(i + 1), line.nourishmentName, String(line.nourishmentCount), line.useTheDosage];
    doc.font("regular").fontSize(10.5);
    const need = Math.max(24, ...columns.map((c, j) => doc.heightOfString(values[j] ?? "", { width: c.width - 2 * PAD }) + 14));
    if (y + need > BOTTOM - 110) {
      doc.addPage({ size: "A4", margin: MARGIN });
      y = tableHeader(doc, MARGIN);
    }
    y = tableRow(doc, y, values);
  });
  doc.font("regular").fontSize(9).fillColor("#000").text(`共 ${lines.length} 项（以下空白）`, LEFT, y + 6, { width: WIDTH, align: "right" });

  // Signature block, ruled, at the foot of the last page.
  const footY = Math.max(doc.y + 30, BOTTOM - 90);
  doc.moveTo(LEFT, footY).lineTo(RIGHT, footY).lineWidth(0.8).stroke();
  const signY = footY + 18;
  doc.font("bold").fontSize(11).text("医师签名：", LEFT, signY + 10, { lineBreak: false });
  const signX = LEFT + 66;
  let signed = false;
  if (signature) {
    try {
      doc.image(signature, signX, signY, { fit: [130, 36], valign: "center" });
      signed = true;
    } catch {
      // Not an image pdfkit can read (it takes PNG and JPEG): fall back to the printed name.
    }
  }
  doc.font("regular").fontSize(11).text(p.doctorName, signed ? signX + 140 : signX, signY + 10, { lineBreak: false });
  doc.moveTo(signX, signY + 38).lineTo(signX + 200, signY + 38).lineWidth(0.6).stroke();
  doc.font("bold").fontSize(11).text("日期：", RIGHT - 170, signY + 10, { lineBreak: false });
  doc.font("regular").text(displayDate(p.createDate), RIGHT - 130, signY + 10, { lineBreak: false });
  doc.moveTo(RIGHT - 130, signY + 38).lineTo(RIGHT, signY + 38).lineWidth(0.6).stroke();
  doc
    .font("regular")
    .fontSize(8.5)
    .fillColor("#333")
    .text("注：营养处方请在医师或营养师指导下使用，如有不适请及时就医。", LEFT, signY + 50, { width: WIDTH, align: "left", lineBreak: false });
}

/**
 * Writes the prescription's PDF at its served URL `prescription.pdf` (`/uploads/pdf/<name>.pdf`,
 * from `newPrescriptionPdfUrl`) and answers that URL.
 * The doctor's signature image is drawn when `doctorSignCertificate` is one of our uploads.
 */
export async function writePrescriptionPdf(deps: Pick<Deps, "filesDir" | "now">, prescription: NutritionPrescription): Promise<string> {
  const id = prescription.nutritionPrescriptionId;
  if (!Number.isInteger(id) || id <= 0) throw new Error(`bad prescription id ${String(id)}`);
  const target = prescription.pdf.startsWith("/uploads/pdf/") ? uploadedFile(deps, prescription.pdf) : null;
  if (!target) throw new Error(`bad prescription PDF URL ${prescription.pdf}`);
  const dir = join(deps.filesDir, "pdf");
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${id}.pdf.${process.pid}.part`);

  const signatureFile = prescription.doctorSignCertificate ? uploadedFile(deps, prescription.doctorSignCertificate) : null;
  const signature = signatureFile && existsSync(signatureFile) ? signatureFile : null;

  const PDFDocument = pdfkit();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: "营养处方", Author: prescription.hospitalName, Subject: `营养处方 ${id}`, CreationDate: deps.now() },
  });
  const out = createWriteStream(temp);
  const written = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    doc.on("error", reject);
  });
  doc.pipe(out);
  try {
    drawPrescription(doc, prescription, signature);
    doc.end();
    await written;
    await rename(temp, target);
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true });
    throw error;
  }
  return prescription.pdf;
}

// ───────── NRS-2002 and PG-SGA sheets (下载打印 downloads these, as it does the prescription's) ─────────

/** A screening or assessment sheet: the patient block, the answers, the total and its meaning. */
export interface RecordSheet {
  title: string;
  /** What the record number reads as ("筛查编号"). */
  numberLabel: string;
  id: number;
  patient: Pick<NutritionPatient, "npName" | "npSex" | "npAge" | "npPhone" | "npHeight" | "npWeight" | "npAdmissionNumber" | "npBedNumber" | "npDisease">;
  answers: [question: string, answer: string][];
  totalLabel: string;
  total: number;
  conclusion: string;
  doctorName: string;
  createDate: string;
}

function drawRecordSheet(doc: Doc, s: RecordSheet): void {
  const fonts = cjkFonts();
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  doc.lineWidth(0.8).strokeColor("#000").fillColor("#000");
  let y = MARGIN;
  doc.font("bold").fontSize(20).text(s.title, LEFT, y, { width: WIDTH, align: "center", characterSpacing: 2 });
  y = doc.y + 6;
  doc.font("regular").fontSize(9.5).text(`${s.numberLabel}：${String(s.id).padStart(8, "0")}`, LEFT, y, { width: WIDTH, align: "right", lineBreak: false });
  y += 16;
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(2).stroke();
  doc.moveTo(LEFT, y + 3).lineTo(RIGHT, y + 3).lineWidth(0.6).stroke();
  doc.lineWidth(0.8);
  y += 14;
  const third = WIDTH / 3;
  const p = s.patient;
  y = infoRow(doc, y, [
    { label: "姓名", value: p.npName, width: third },
    { label: "性别", value: nutritionSexLabel(p.npSex), width: third },
    { label: "年龄", value: `${p.npAge}岁`, width: third },
  ]);
  y = infoRow(doc, y, [
    { label: "电话", value: p.npPhone, width: third },
    { label: "身高", value: `${p.npHeight} cm`, width: third },
    { label: "体重", value: `${p.npWeight} kg`, width: third },
  ]);
  y = infoRow(doc, y, [
    { label: "住院号", value: p.npAdmissionNumber, width: third },
    { label: "床号", value: p.npBedNumber, width: third },
    { label: "日期", value: displayDate(s.createDate), width: third },
  ]);
  y = infoRow(doc, y, [{ label: "诊断", value: p.npDisease, width: WIDTH }]);
  y += 16;
  const labelWidth = 150;
  for (const [question, answer] of s.answers) {
    doc.font("regular").fontSize(10.5);
    const height = Math.max(24, doc.heightOfString(answer || "—", { width: WIDTH - labelWidth - 2 * PAD }) + 14);
    if (y + height > BOTTOM - 120) {
      doc.addPage({ size: "A4", margin: MARGIN });
      y = MARGIN;
    }
    doc.rect(LEFT, y, labelWidth, height).fillAndStroke("#f2f2f2", "#000");
    doc.fillColor("#000").font("bold").fontSize(10.5).text(question, LEFT + PAD, y + 7, { width: labelWidth - 2 * PAD });
    doc.rect(LEFT + labelWidth, y, WIDTH - labelWidth, height).stroke();
    doc.font("regular").fontSize(10.5).text(answer || "—", LEFT + labelWidth + PAD, y + 7, { width: WIDTH - labelWidth - 2 * PAD });
    y += height;
  }
  y += 16;
  doc.font("bold").fontSize(13).text(`${s.totalLabel}：${s.total} 分`, LEFT, y, { lineBreak: false });
  y += 24;
  doc.font("regular").fontSize(11).text(s.conclusion, LEFT, y, { width: WIDTH });
  const footY = Math.max(doc.y + 30, BOTTOM - 60);
  doc.moveTo(LEFT, footY).lineTo(RIGHT, footY).lineWidth(0.8).stroke();
  doc.font("bold").fontSize(11).text("评估人：", LEFT, footY + 16, { lineBreak: false });
  doc.font("regular").text(s.doctorName, LEFT + 56, footY + 16, { lineBreak: false });
  doc.font("bold").text("日期：", RIGHT - 170, footY + 16, { lineBreak: false });
  doc.font("regular").text(displayDate(s.createDate), RIGHT - 130, footY + 16, { lineBreak: false });
}

/** Writes a record sheet's PDF at `url` (`/uploads/pdf/<name>.pdf`) unless it is there already. */
export async function writeRecordSheetPdf(deps: Pick<Deps, "filesDir" | "now">, url: string, sheet: RecordSheet): Promise<void> {
  const target = url.startsWith("/uploads/pdf/") ? uploadedFile(deps, url) : null;
  if (!target) throw new Error(`bad record PDF URL ${url}`);
  if (existsSync(target)) return;
  const dir = join(deps.filesDir, "pdf");
  await mkdir(dir, { recursive: true });
  const temp = `${target}.${process.pid}.${randomBytes(4).toString("hex")}.part`;
  const PDFDocument = pdfkit();
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: sheet.title, Subject: `${sheet.title} ${sheet.id}`, CreationDate: deps.now() } });
  const out = createWriteStream(temp);
  const written = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve);
    out.on("error", reject);
    doc.on("error", reject);
  });
  doc.pipe(out);
  try {
    drawRecordSheet(doc, sheet);
    doc.end();
    await written;
    await rename(temp, target);
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true });
    throw error;
  }
}
