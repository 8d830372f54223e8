import { availableParallelism } from "node:os";
import pLimit from "p-limit";
import { resizeHere } from "./derive-photo.server";
import type { ExportPreset } from "./export-presets";
import type { PhotoInput, Resized, ResizeJob } from "./resize-job";
import { resizerProcess } from "./resizer-process.server";

/**
 * Resizes at once, in each lane: one per core, each with one libvips thread (decision 254, which revises
 * decision 141's core kept for the web server). A cold export on two cores made 13.7 photos a second
 * where one job made 9.0, and the home page's p99 stayed far below its target meanwhile (bench/README.md,
 * "Export presets"). A line sheet has its own lane, so a person waiting for a PDF never waits behind an export.
 */
export const RESIZE_JOBS = availableParallelism();
const resizeQueue = pLimit(RESIZE_JOBS);
const printQueue = pLimit(RESIZE_JOBS);

/** Which queue a resize waits in: an export's, or a line sheet's. */
export type ResizeLane = "export" | "print";
const queues = { export: resizeQueue, print: printQueue };

/** The resize made by the resizer process when the server has one (decision 256), in this process otherwise. */
function resize(job: ResizeJob): Promise<Resized> {
  const process = resizerProcess();
  return process ? process.resize(job) : resizeHere(job);
}

/**
 * Starts the resizer process, when the server has one, for resizes that are about to be asked for: a line sheet
 * looks up its products first, and the process loads libvips meanwhile rather than after.
 */
export function prepareResizes(): void {
  resizerProcess()?.warm();
}

/**
 * The photo made for the preset, carrying `xmp`, queued behind other resizes of its lane. A job whose download was abandoned
 * while it waited is dropped without being started.
 */
export function derivePhoto(
  input: PhotoInput,
  preset: ExportPreset,
  xmp: string,
  signal?: AbortSignal,
  lane: ResizeLane = "export",
): Promise<Buffer> {
  return queues[lane](async () => {
    signal?.throwIfAborted();
    const { bytes } = await resize({ input, preset, xmp });
    if (!bytes) throw new Error("a resize into memory gave no bytes");
    return bytes;
  });
}

/**
 * The photo made for the preset, written straight to `file` (queued as `derivePhoto` is). No buffer of it
 * is left for the garbage collector: buffers freed late, by the thousand, were what made the process grow
 * during a large export (decision 180).
 */
export function derivePhotoFile(
  input: PhotoInput,
  preset: ExportPreset,
  xmp: string,
  file: string,
  signal?: AbortSignal,
): Promise<void> {
  return resizeQueue(async () => {
    signal?.throwIfAborted();
    await resize({ input, preset, xmp, file });
  });
}
