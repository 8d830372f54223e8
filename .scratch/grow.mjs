import sharp from "sharp";
import { readdirSync } from "node:fs";
import { open, writeFile } from "node:fs/promises";
import path from "node:path";
const dir = process.env.DIR ?? "/tmp/trafalgar-bench-presets/packshots-200";
const files = readdirSync(dir).filter(d=>d.includes("-")).flatMap(d => readdirSync(path.join(dir,d)).map(f=>path.join(dir,d,f))).slice(0, Number(process.env.N ?? 100000));
sharp.concurrency(1); sharp.cache(false);
const mb = (n) => (n/1e6).toFixed(0);
let peak = 0; setInterval(()=>{ peak = Math.max(peak, process.memoryUsage.rss()); }, 10).unref();
const t = performance.now();
for (const [i, f] of files.entries()) {
  const h = await open(f); const st = await h.stat(); const input = Buffer.allocUnsafe(st.size); await h.read(input, 0, st.size, 0); await h.close();
  const { autoOrient } = await sharp(input).metadata();
  const scale = Math.min(2000/autoOrient.width, 2000/autoOrient.height);
  const w = Math.round(autoOrient.width*scale), hh = Math.round(autoOrient.height*scale);
  const out = await sharp(input).autoOrient().flatten({background:"#fff"}).resize(w, hh, {fit:"fill"}).extend({top:Math.floor((2000-hh)/2),bottom:Math.ceil((2000-hh)/2),left:Math.floor((2000-w)/2),right:Math.ceil((2000-w)/2),background:"#fff"}).toColourspace("srgb").jpeg({quality:90, optimiseCoding: process.env.OPT !== "0"}).toBuffer();
  if (process.env.GC && i % 20 === 0) globalThis.gc();
  if (process.env.WRITE) await writeFile("/tmp/pfx/o.jpg", out);
  if (i % 200 === 199) { const m = process.memoryUsage(); console.log(i+1, "rss", mb(m.rss), "peak", mb(peak), "heap", mb(m.heapUsed), "ext", mb(m.external), "ab", mb(m.arrayBuffers)); }
}
console.log("time", ((performance.now()-t)/1000).toFixed(1));
