import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { photoFileName } from "../item-numbers";

/** What a crafted catalogue holds at each photo number. */
export type Slot = "jpeg" | "empty" | "text";

/** Bytes that start with the JPEG signature, distinct per photo so mix-ups show. */
export function jpegBytes(item: string, number: number): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(`${item} photo ${number}`)]);
}

/** Items exercising each discovery rule; numbers absent from a map are missing photos. */
export const CRAFTED: Record<string, Record<number, Slot>> = {
  "GAP-2": { 1: "jpeg", 2: "jpeg", 5: "jpeg" },
  "GAP-3": { 1: "jpeg", 5: "jpeg", 6: "jpeg" },
  "ZERO-BYTE": { 1: "jpeg", 2: "empty", 3: "jpeg" },
  "NOT-IMAGE": { 1: "jpeg", 2: "text", 3: "jpeg" },
  "LATE-START": { 4: "jpeg" },
  MANY: Object.fromEntries(Array.from({ length: 105 }, (_, index) => [index + 1, "jpeg" as const])),
};

export function slotBytes(item: string, number: number, slot: Slot): Buffer {
  if (slot === "jpeg") return jpegBytes(item, number);
  if (slot === "empty") return Buffer.alloc(0);
  return Buffer.from("<html>not a photo</html>");
}

/** Writes CRAFTED into a fresh folder laid out like PHOTOS_DIR. */
export function craftedFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), "photo-folder-"));
  for (const [item, slots] of Object.entries(CRAFTED)) {
    mkdirSync(path.join(root, item));
    for (const [number, slot] of Object.entries(slots)) {
      writeFileSync(
        path.join(root, item, photoFileName(item, Number(number))),
        slotBytes(item, Number(number), slot),
      );
    }
  }
  return root;
}
