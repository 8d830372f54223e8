import { useEffect, useRef } from "react";

const pending = new Set<HTMLElement>();
let observer: IntersectionObserver | undefined;

function show(element: HTMLElement) {
  element.dataset.reveal = "shown";
  pending.delete(element);
  observer?.unobserve(element);
}

function inView(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

/** Layout can move without the observer noticing (resize, rotation, touch scrolling on some phones). */
function refresh() {
  for (const element of pending) if (inView(element)) show(element);
}

function ensureObserver(): IntersectionObserver {
  if (observer) return observer;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting && entry.target instanceof HTMLElement) show(entry.target);
  });
  for (const event of ["resize", "orientationchange", "touchstart", "touchmove"]) {
    window.addEventListener(event, refresh, { passive: true });
  }
  return observer;
}

/**
 * Scroll reveal: an element that starts below the fold fades in when it enters the viewport. What is
 * already visible stays as rendered, and nothing moves under reduced motion.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView(element) || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    element.dataset.reveal = "pending";
    pending.add(element);
    ensureObserver().observe(element);
    return () => {
      pending.delete(element);
      observer?.unobserve(element);
    };
  }, []);
  return ref;
}
