import pLimit from "p-limit";
import { RESIZE_JOBS, resizeHere } from "./derive-photo.server";
import type { ExportPreset } from "./export-presets";
import type { PhotoInput, Resized, ResizeJob } from "./resize-job";
import { resizerProcess } from "./resizer-process.server";

/**
 * Resizes handed out at once in each lane: one more than are made at once (RESIZE_JOBS), so the resizer
 * process has its next job when one finishes, rather than a message's round trip later, which could wait
 * behind the server drawing a line sheet's page (decision 262). A line sheet has its own lane, so a person
 * waiting for a PDF never waits behind more than a few of an export's photos.
 */
export const RESIZES_HANDED_OUT = RESIZE_JOBS + 1;
const resizeQueue = pLimit(RESIZES_HANDED_OUT);
const printQueue = pLimit(RESIZES_HANDED_OUT);

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

/** The job made once its turn comes in `lane`, unless the download that asked for it was abandoned meanwhile. */
function queued(lane: ResizeLane, job: ResizeJob, signal: AbortSignal | undefined): Promise<Resized> {
  return queues[lane](() => {
    signal?.throwIfAborted();
    return resize(job);
  });
}

function answeredBytes({ bytes }: Resized): Buffer {
  if (!bytes) throw new Error("a resize into memory gave no bytes");
  return bytes;
}

/** The photo made for the preset, carrying `xmp`, queued behind other resizes of its lane. */
export async function derivePhoto(
  input: PhotoInput,
  preset: ExportPreset,
  xmp: string,
  signal?: AbortSignal,
  lane: ResizeLane = "export",
): Promise<Buffer> {
  return answeredBytes(await queued(lane, { input, preset, xmp }, signal));
}

/**
 * The photo made for the preset, written straight to `file` (queued as `derivePhoto` is); its size. No
 * buffer of it is left for the garbage collector: buffers freed late, by the thousand, were what made the
 * process grow during a large export (decision 180).
 */
export async function derivePhotoFile(
  input: PhotoInput,
  preset: ExportPreset,
  xmp: string,
  file: string,
  signal?: AbortSignal,
): Promise<number> {
  const { written } = await queued("export", { input, preset, xmp, file }, signal);
  if (written === undefined) throw new Error("a resize into a file wrote none");
  return written;
}
