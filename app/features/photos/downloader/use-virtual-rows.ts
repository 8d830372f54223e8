import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";

/** Rows drawn above and below the visible ones, so fast scrolling and keyboard focus find rows ready. */
const OVERSCAN = 8;
/** Before the first measurement: enough rows to fill the list's maximum height. */
const INITIAL_ROWS = 16;

/**
 * Which of `count` fixed-height rows to render inside the scrolling element `scroller`: only those in
 * view, so 20,000 products cost no more than 30. The list keeps its full height (for the scrollbar) and
 * is pushed down to the first rendered row through CSS variables set here, never inline styles (CSP).
 */
export function useVirtualRows(scroller: RefObject<HTMLElement | null>, count: number, rowHeight: number) {
  const list = useRef<HTMLUListElement>(null);
  const [range, setRange] = useState({ first: 0, last: Math.min(count, INITIAL_ROWS) });

  const measure = useCallback(() => {
    const scroll = scroller.current;
    const rows = list.current;
    if (!scroll || !rows) return;
    const top = scroll.scrollTop - rows.offsetTop;
    const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN);
    const last = Math.min(count, Math.ceil((top + scroll.clientHeight) / rowHeight) + OVERSCAN);
    setRange((current) => (current.first === first && current.last === last ? current : { first, last }));
  }, [scroller, count, rowHeight]);

  useLayoutEffect(() => {
    list.current?.style.setProperty("--rows-height", `${count * rowHeight}px`);
    measure();
  }, [count, rowHeight, measure]);

  useLayoutEffect(() => {
    list.current?.style.setProperty("--rows-offset", `${range.first * rowHeight}px`);
  }, [range.first, rowHeight]);

  return { list, first: range.first, last: Math.min(range.last, count), onScroll: measure };
}
