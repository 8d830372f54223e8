import { type RefObject, useEffect, useRef } from "react";
import { SWIPE_THRESHOLD_PX } from "./constants";

/**
 * Calls `onSwipe("next")` for a swipe to the left and `onSwipe("previous")` for one to the right.
 * A mostly vertical gesture is the page scrolling and is left alone.
 */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  onSwipe: (direction: "previous" | "next") => void,
) {
  const handler = useRef(onSwipe);
  handler.current = onSwipe;

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let start: { x: number; y: number } | undefined;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = undefined;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
      handler.current(dx < 0 ? "next" : "previous");
    };
    element.addEventListener("touchstart", onStart, { passive: true });
    element.addEventListener("touchend", onEnd, { passive: true });
    return () => {
      element.removeEventListener("touchstart", onStart);
      element.removeEventListener("touchend", onEnd);
    };
  }, [target]);
}
