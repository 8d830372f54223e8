import type { Canvas } from "../../../../content/photo-presets/schema";

export interface Size {
  width: number;
  height: number;
}

/** A part of an image: where it starts, and its size. */
export interface Box extends Size {
  left: number;
  top: number;
}

/** Where a photo lands on a preset's canvas. */
export interface Fitting {
  /** The output image. */
  canvas: Size;
  /** The photo inside it, scaled to fit and centred. */
  content: Size;
  /** The share of the canvas the photo covers, 0–1 (the rest is padding). */
  fill: number;
  /** The photo had to be enlarged. */
  upscaled: boolean;
}

/**
 * The photo scaled to fit the canvas whole (contain): on an exact canvas the rest is padding; with a
 * long-side bound the output is the photo's own shape.
 */
export function fitPhoto(photo: Size, canvas: Canvas): Fitting {
  const target = "longSide" in canvas ? { width: canvas.longSide, height: canvas.longSide } : canvas;
  const scale = Math.min(target.width / photo.width, target.height / photo.height);
  const content = {
    width: Math.max(1, Math.round(photo.width * scale)),
    height: Math.max(1, Math.round(photo.height * scale)),
  };
  const output = "longSide" in canvas ? content : canvas;
  return {
    canvas: output,
    content,
    fill: (content.width * content.height) / (output.width * output.height),
    upscaled: scale > 1,
  };
}
