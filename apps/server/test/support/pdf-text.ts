/**
 * A small reader for the PDFs pdfkit writes, enough for tests to see what a person would read:
 * the text of each page, decoded through each font's ToUnicode map (so it proves the glyphs
 * drawn are the characters meant), the fonts, and the images. Not a general PDF parser.
 */
import { inflateSync } from "node:zlib";

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

export interface PdfFacts {
  /** Text per page, in drawing order (runs joined by newlines). */
  pages: string[];
  /** `/MediaBox` of each page. */
  mediaBoxes: number[][];
  /** BaseFont names, e.g. `DZZZZZ+NotoSansHans-Regular`. */
  fonts: string[];
  /** True when every font is embedded (FontFile, FontFile2 or FontFile3). */
  fontsEmbedded: boolean;
  /** Image XObjects: [width, height]. */
  images: number[][];
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString("latin1");
  const re = /(\d+) 0 obj\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const start = m.index + m[0].length;
    const end = text.indexOf("endobj", start);
    const body = text.slice(start, end);
    const streamAt = body.indexOf("stream\n");
    if (streamAt < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const dataStart = start + streamAt + "stream\n".length;
    let data = pdf.subarray(dataStart, dataStart + length);
    if (dict.includes("/FlateDecode")) data = inflateSync(data);
    objects.set(Number(m[1]), { dict, stream: data });
    re.lastIndex = end;
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

/** Glyph code → text, from a ToUnicode CMap (bfrange with arrays or a start value, and bfchar). */
function readCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexText = (hex: string) => {
    let s = "";
    for (let i = 0; i < hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    return s;
  };
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(line[1]!, 16);
      const to = parseInt(line[2]!, 16);
      if (line[3]!.startsWith("[")) {
        [...line[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => map.set(from + i, hexText(u[1]!)));
      } else {
        const base = parseInt(line[3]!.slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(base + code - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(line[1]!, 16), hexText(line[2]!));
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfFacts {
  if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw new Error("not a PDF");
  const objects = readObjects(pdf);
  const facts: PdfFacts = { pages: [], mediaBoxes: [], fonts: [], fontsEmbedded: true, images: [] };

  for (const obj of objects.values()) {
    if (/\/Type \/FontDescriptor/.test(obj.dict) && !/\/FontFile[23]? \d+ 0 R/.test(obj.dict)) facts.fontsEmbedded = false;
    if (/\/Subtype \/Image/.test(obj.dict)) {
      facts.images.push([Number(/\/Width (\d+)/.exec(obj.dict)?.[1]), Number(/\/Height (\d+)/.exec(obj.dict)?.[1])]);
    }
    const base = /\/Type \/Font\n\/Subtype \/Type0\n\/BaseFont \/(\S+)/.exec(obj.dict);
    if (base) facts.fonts.push(base[1]!);
  }

  for (const page of [...objects.values()].filter((o) => /\/Type \/Page\n/.test(o.dict))) {
    facts.mediaBoxes.push(/\/MediaBox \[([^\]]+)\]/.exec(page.dict)![1]!.trim().split(/\s+/).map(Number));
    const resources = objects.get(ref(page.dict, "Resources")!)!.dict;
    const fontMaps = new Map<string, Map<number, string>>();
    const fontDict = /\/Font <<([\s\S]*?)>>/.exec(resources)?.[1] ?? "";
    for (const f of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(f[2]))!;
      const toUnicode = ref(font.dict, "ToUnicode");
      fontMaps.set(f[1]!, toUnicode ? readCMap(objects.get(toUnicode)!.stream!.toString("latin1")) : new Map());
    }
    const content = objects.get(ref(page.dict, "Contents")!)!.stream!.toString("latin1");
    let current = new Map<number, string>();
    const runs: string[] = [];
    for (const op of content.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (op[1]) {
        current = fontMaps.get(op[1]) ?? new Map();
        continue;
      }
      let run = "";
      for (const hex of op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (let i = 0; i < hex[1]!.length; i += 4) run += current.get(parseInt(hex[1]!.slice(i, i + 4), 16)) ?? "\uFFFD";
      }
      runs.push(run);
    }
    facts.pages.push(runs.join("\n"));
  }
  return facts;
}
