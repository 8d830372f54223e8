import { useCallback, useEffect, useState } from "react";
import { CAROUSEL_INTERVAL_MS } from "./constants";

export type SlideChange = "initial" | "automatic" | "visitor";

/**
 * The hero carousel's state: which slide shows, whether it plays, and who moved it last (only a visitor's
 * move is announced to screen readers; automatic ones would interrupt them every 10 s). Each slide gets a
 * fresh 10 s timer, so previous and next restart the countdown.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [change, setChange] = useState<SlideChange>("initial");
  // Bumped by every visitor move so the timer restarts even when the index ends up the same.
  const [moves, setMoves] = useState(0);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` and `moves` restart the countdown.
  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => {
      setIndex((current) => (current + 1) % count);
      setChange("automatic");
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, count, index, moves]);

  const move = useCallback(
    (step: number) => {
      if (count < 1) return;
      setIndex((current) => (current + step + count) % count);
      setChange("visitor");
      setMoves((value) => value + 1);
    },
    [count],
  );

  return {
    index,
    playing,
    change,
    previous: useCallback(() => move(-1), [move]),
    next: useCallback(() => move(1), [move]),
    togglePlaying: useCallback(() => setPlaying((value) => !value), []),
  };
}
