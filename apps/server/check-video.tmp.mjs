import { chromium } from "playwright";
import { readFileSync } from "node:fs";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--no-first-run"] });
const p = await b.newPage();
const data = readFileSync(process.argv[2]).toString("base64");
await p.setContent(`<video id=v muted src="data:video/mp4;base64,${data}"></video>`);
const r = await p.evaluate(async () => { const v = document.getElementById("v"); await new Promise((ok, ko) => { v.onloadedmetadata = ok; v.onerror = () => ko(new Error("err " + v.error?.code)); });
  let d = v.duration; if (d === Infinity) { v.currentTime = 1e9; await new Promise(r => v.ontimeupdate = r); d = v.duration; }
  v.currentTime = 1.2; await new Promise(r => v.onseeked = r); return { d, w: v.videoWidth, h: v.videoHeight }; });
console.log(r);
await p.locator("#v").screenshot({ path: "/tmp/frame.png" });
await b.close();
