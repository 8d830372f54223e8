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

function place(track: HTMLElement, row: Row, index: number, loopWidth: number) {
  const offset = rowOffset(row.travelled, loopWidth, rowDirection(index));
  track.style.setProperty("transform", `translate3d(${offset}px, 0, 0)`);
}

/** What shows a row: the track moves inside it, so the track's own box is always wider than the screen. */
const viewportOf = (track: HTMLElement) => track.parentElement ?? track;

/** Shifts a row so a logo that just got keyboard focus sits in the middle of the row, fully in view. */
function bringIntoView(track: HTMLElement, row: Row, index: number, link: Element) {
  const viewport = track.parentElement;
  if (!viewport || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const loopWidth = loopWidthOf(track);
  // The row stands where its travel says, even before its first frame: the shift below starts from there.
  place(track, row, index, loopWidth);
  const box = link.getBoundingClientRect();
  const frame = viewport.getBoundingClientRect();
  if (box.left >= frame.left && box.right <= frame.right) return;
  const direction = rowDirection(index);
  const offset =
    rowOffset(row.travelled, loopWidth, direction) +
    (frame.left + frame.width / 2 - (box.left + box.width / 2));
  row.travelled = travelledFor(offset, loopWidth, direction);
  place(track, row, index, loopWidth);
}

/** Rows hold still under the pointer and while one of their links has focus (which also brings it into view). */
export function followPointerAndFocus(tracks: ReadonlyArray<HTMLElement | null>, rows: Row[]): () => void {
  const cleanups = tracks.map((track, index) => {
    const row = rowAt(rows, index);
    if (!track) return () => {};
    // The pointer or the keyboard may have got there before this code: focusing a logo is what brought the
    // strip into view.
    row.hovered = track.matches(":hover");
    row.focused = track.contains(document.activeElement);
    if (row.focused && document.activeElement) bringIntoView(track, row, index, document.activeElement);
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

/**
 * Moves the rows one animation frame at a time while `playing`, unless the visitor prefers reduced motion. A row
 * off the screen holds still and, when none is on it, no frame is asked for: the strip costs a phone nothing
 * while the visitor reads the rest of the page, or while it loads.
 */
export function animateRows(
  tracks: ReadonlyArray<HTMLElement | null>,
  rows: Row[],
  playing: boolean,
): () => void {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const onScreen = new Set<Element>();
  let frame = 0;
  let last: number | undefined;
  const moving = () => playing && !reducedMotion.matches && onScreen.size > 0;
  const tick = (now: number) => {
    frame = 0;
    const elapsed = last === undefined ? 0 : now - last;
    last = now;
    // Every width is read before any row moves: one layout for the frame, not one per row.
    const widths = tracks.map((track) => (track ? loopWidthOf(track) : 0));
    tracks.forEach((track, index) => {
      if (!track) return;
      const row = rowAt(rows, index);
      if (reducedMotion.matches) {
        track.style.removeProperty("transform");
        return;
      }
      const loopWidth = widths[index] ?? 0;
      if (playing && !row.hovered && !row.focused && onScreen.has(viewportOf(track))) {
        const speed = LOGO_STRIP_SPEEDS_PX_PER_FRAME[index] ?? 0;
        row.travelled = advance(row.travelled, elapsed, speed, loopWidth);
      }
      place(track, row, index, loopWidth);
    });
    if (moving()) frame = requestAnimationFrame(tick);
    else last = undefined;
  };
  const start = () => {
    cancelAnimationFrame(frame);
    last = undefined;
    frame = requestAnimationFrame(tick);
  };
  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target);
      else onScreen.delete(entry.target);
    }
    if (frame === 0 && moving()) start();
  });
  for (const track of tracks) if (track) visibility.observe(viewportOf(track));
  // Placed once wherever they are, so each row shows its first whole copy.
  start();
  reducedMotion.addEventListener("change", start);
  return () => {
    cancelAnimationFrame(frame);
    visibility.disconnect();
    reducedMotion.removeEventListener("change", start);
  };
}
