import type { ExportPreset } from "./export-presets";

/** A photo's bytes, or the path of its file, which sharp then reads itself. */
export type PhotoInput = Buffer | string;

/** One resize: the photo made for the preset, carrying `xmp`, into memory or, given `file`, into that file. */
export interface ResizeJob {
  input: PhotoInput;
  preset: ExportPreset;
  xmp: string;
  file?: string;
}

/** What a resize gives back: the image's bytes, or the size of the file it wrote. */
export interface Resized {
  bytes?: Buffer;
  written?: number;
}

/** A job as the server sends it to the resizer process (decision 256), and the resizer's answer. */
export interface ResizeRequest {
  id: number;
  job: ResizeJob;
}
export type ResizeAnswer =
  | { id: number; resized: { bytes?: Uint8Array; written?: number } }
  | { id: number; error: string };
