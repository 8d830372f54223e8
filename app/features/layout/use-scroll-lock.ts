import { useEffect } from "react";

/** Locks page scrolling while `locked` (a class on <html>, so no inline style reaches the markup). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    root.classList.add("scroll-locked");
    return () => root.classList.remove("scroll-locked");
  }, [locked]);
}
