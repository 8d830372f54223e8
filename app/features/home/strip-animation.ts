import { LOGO_STRIP_SPEEDS_PX_PER_FRAME } from "./constants";
import { advance, rowDirection, rowOffset, travelledFor } from "./strip-motion";

export interface Row {
  travelled: number;
  hovered: boolean;
  focused: boolean;
}

/** A row's state, made at rest the first time it is asked for. */
function rowAt(rows: Row[], index: number): Row {
  rows[index] ??= { travelled: 0, hovered: false, focused: false };
  return rows[index];
}

const loopWidthOf = (track: HTMLElement) => {
  const copy = track.firstElementChild;
  return copy instanceof HTMLElement ? copy.offsetWidth : 0;
};

function place(track: HTMLElement, row: Row, index: number) {
  const offset = rowOffset(row.travelled, loopWidthOf(track), rowDirection(index));
  track.style.setProperty("transform", `translate3d(${offset}px, 0, 0)`);
}

/** Shifts a row so a logo that just got keyboard focus sits in the middle of the row, fully in view. */
function bringIntoView(track: HTMLElement, row: Row, index: number, link: Element) {
  const viewport = track.parentElement;
  if (!viewport || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const box = link.getBoundingClientRect();
  const frame = viewport.getBoundingClientRect();
  if (box.left >= frame.left && box.right <= frame.right) return;
  const loopWidth = loopWidthOf(track);
  const direction = rowDirection(index);
  const offset =
    rowOffset(row.travelled, loopWidth, direction) +
    (frame.left + frame.width / 2 - (box.left + box.width / 2));
  row.travelled = travelledFor(offset, loopWidth, direction);
  place(track, row, index);
}

/** Rows hold still under the pointer and while one of their links has focus (which also brings it into view). */
export function followPointerAndFocus(tracks: ReadonlyArray<HTMLElement | null>, rows: Row[]): () => void {
  const cleanups = tracks.map((track, index) => {
    const row = rowAt(rows, index);
    if (!track) return () => {};
    const listeners = {
      pointerenter: () => {
        row.hovered = true;
      },
      pointerleave: () => {
        row.hovered = false;
      },
      focusin: (event: FocusEvent) => {
        row.focused = true;
        if (event.target instanceof Element) bringIntoView(track, row, index, event.target);
      },
      focusout: (event: FocusEvent) => {
        row.focused = event.relatedTarget instanceof Node && track.contains(event.relatedTarget);
      },
    };
    track.addEventListener("pointerenter", listeners.pointerenter);
    track.addEventListener("pointerleave", listeners.pointerleave);
    track.addEventListener("focusin", listeners.focusin);
    track.addEventListener("focusout", listeners.focusout);
    return () => {
      track.removeEventListener("pointerenter", listeners.pointerenter);
      track.removeEventListener("pointerleave", listeners.pointerleave);
      track.removeEventListener("focusin", listeners.focusin);
      track.removeEventListener("focusout", listeners.focusout);
    };
  });
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}

/** Moves the rows one animation frame at a time while `playing`, unless the visitor prefers reduced motion. */
export function animateRows(
  tracks: ReadonlyArray<HTMLElement | null>,
  rows: Row[],
  playing: boolean,
): () => void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let frame = 0;
  let last: number | undefined;
  const tick = (now: number) => {
    const elapsed = last === undefined ? 0 : now - last;
    last = now;
    tracks.forEach((track, index) => {
      if (!track) return;
      const row = rowAt(rows, index);
      if (reducedMotion.matches) {
        track.style.removeProperty("transform");
        return;
      }
      if (playing && !row.hovered && !row.focused) {
        const speed = LOGO_STRIP_SPEEDS_PX_PER_FRAME[index] ?? 0;
        row.travelled = advance(row.travelled, elapsed, speed, loopWidthOf(track));
      }
      place(track, row, index);
    });
    if (playing && !reducedMotion.matches) frame = requestAnimationFrame(tick);
  };
  const start = () => {
    cancelAnimationFrame(frame);
    last = undefined;
    frame = requestAnimationFrame(tick);
  };
  start();
  reducedMotion.addEventListener("change", start);
  return () => {
    cancelAnimationFrame(frame);
    reducedMotion.removeEventListener("change", start);
  };
}
