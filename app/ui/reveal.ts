import { useEffect, useRef } from "react";

/** Elements hidden until they enter the viewport. */
const pending = new Set<HTMLElement>();
/** Elements the observer has not reported yet: its first report says whether one starts on the screen. */
const unreported = new WeakSet<Element>();
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

function report(entry: IntersectionObserverEntry) {
  const element = entry.target;
  if (!(element instanceof HTMLElement)) return;
  if (unreported.has(element)) {
    unreported.delete(element);
    // Already on the screen: it stays as rendered.
    if (entry.isIntersecting) observer?.unobserve(element);
    else {
      element.dataset.reveal = "pending";
      pending.add(element);
    }
  } else if (entry.isIntersecting && pending.has(element)) show(element);
}

function ensureObserver(): IntersectionObserver {
  if (observer) return observer;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) report(entry);
  });
  for (const event of ["resize", "orientationchange", "touchstart", "touchmove"]) {
    window.addEventListener(event, refresh, { passive: true });
  }
  return observer;
}

/**
 * Scroll reveal: an element that starts below the fold fades in when it enters the viewport. What is
 * already visible stays as rendered, and nothing moves under reduced motion. Where an element starts is
 * the observer's first report, not a measurement while the page hydrates, which would make the browser lay
 * the page out at once.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    unreported.add(element);
    ensureObserver().observe(element);
    return () => {
      unreported.delete(element);
      pending.delete(element);
      observer?.unobserve(element);
    };
  }, []);
  return ref;
}
