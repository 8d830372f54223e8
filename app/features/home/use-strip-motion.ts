import { useEffect, useRef } from "react";
import { afterLoading } from "~/lib/lazy-effect";
import type { Row } from "./strip-animation";

/** The motion is not among the page's first scripts: the strip is below the first screen. */
const loadAnimation = () => import("./strip-animation");

/**
 * Moves the logo strip's rows, each at its own speed and in alternating directions, one animation frame at a
 * time. A row holds still while the pointer is over it or one of its links has focus; nothing moves when the
 * visitor prefers reduced motion or has paused the strip. Returns a ref setter for each row's moving track,
 * whose first child is one copy of the row.
 */
export function useStripMotion(playing: boolean) {
  const tracks = useRef<Array<HTMLElement | null>>([]);
  const rows = useRef<Row[]>([]);

  useEffect(
    () => afterLoading(loadAnimation, (motion) => motion.followPointerAndFocus(tracks.current, rows.current)),
    [],
  );

  useEffect(
    () => afterLoading(loadAnimation, (motion) => motion.animateRows(tracks.current, rows.current, playing)),
    [playing],
  );

  return (index: number) => (element: HTMLElement | null) => {
    tracks.current[index] = element;
  };
}
