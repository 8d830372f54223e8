import { useEffect, useRef } from "react";
import { LOGO_STRIP_SPEEDS_PX_PER_FRAME } from "./constants";
import { advance, rowDirection, rowOffset, travelledFor } from "./strip-motion";

interface Row {
  travelled: number;
  hovered: boolean;
  focused: boolean;
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

/**
 * Moves the logo strip's rows, each at its own speed and in alternating directions, one animation frame at a
 * time. A row holds still while the pointer is over it or one of its links has focus; nothing moves when the
 * visitor prefers reduced motion or has paused the strip. Returns a ref setter for each row's moving track,
 * whose first child is one copy of the row.
 */
export function useStripMotion(playing: boolean) {
  const tracks = useRef<Array<HTMLElement | null>>([]);
  const rows = useRef<Row[]>([]);

  useEffect(() => {
    const cleanups = tracks.current.map((track, index) => {
      const row = rows.current[index] ?? { travelled: 0, hovered: false, focused: false };
      rows.current[index] = row;
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
  }, []);

  useEffect(() => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    let frame = 0;
    let last: number | undefined;
    const tick = (now: number) => {
      const elapsed = last === undefined ? 0 : now - last;
      last = now;
      tracks.current.forEach((track, index) => {
        const row = rows.current[index];
        if (!track || !row) return;
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
  }, [playing]);

  return (index: number) => (element: HTMLElement | null) => {
    tracks.current[index] = element;
  };
}
