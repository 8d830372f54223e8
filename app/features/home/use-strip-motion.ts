import { startTransition, useEffect, useRef, useState } from "react";
import { afterLoading } from "~/lib/lazy-effect";
import type { Row } from "./strip-animation";

/** The motion is not among the page's first scripts: the strip is below the first screen. */
const loadAnimation = () => import("./strip-animation");

/**
 * How far ahead of the screen the strip gets ready to move: not at all. On a phone it starts just below the
 * first screen (which ends with the hero's call to action), so any margin would start it with the page.
 */
const READY_AHEAD = "0px";

/**
 * Moves the logo strip's rows, each at its own speed and in alternating directions, one animation frame at a
 * time. A row holds still while the pointer is over it or one of its links has focus; nothing moves when the
 * visitor prefers reduced motion or has paused the strip. Nothing of it happens before the strip nears the
 * screen (`near`): not the extra copies of the rows, not the motion's code, not a single frame; a visitor who
 * never scrolls that far costs the phone nothing. Returns `near` and a ref setter for each row's moving track,
 * whose first child is one copy of the row.
 */
export function useStripMotion(playing: boolean) {
  const tracks = useRef<Array<HTMLElement | null>>([]);
  const rows = useRef<Row[]>([]);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        watch.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: READY_AHEAD },
    );
    for (const track of tracks.current) if (track) watch.observe(track.parentElement ?? track);
    return () => watch.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    return afterLoading(loadAnimation, (motion) =>
      motion.followPointerAndFocus(tracks.current, rows.current),
    );
  }, [near]);

  useEffect(() => {
    if (!near) return;
    return afterLoading(loadAnimation, (motion) => motion.animateRows(tracks.current, rows.current, playing));
  }, [near, playing]);

  return {
    near,
    rowRef: (index: number) => (element: HTMLElement | null) => {
      tracks.current[index] = element;
    },
  };
}
