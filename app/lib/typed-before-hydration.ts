import { useLayoutEffect } from "react";

/**
 * Text typed into a textarea before the page's scripts ran. React puts a textarea that has a default text back
 * to that default as it hydrates (an input keeps what was typed): a staff member who began rewriting a
 * brand's paragraphs on a slow connection would lose them. The client entry starts watching before it hydrates;
 * the root puts the text back as the hydration commits, before the browser can take a click (decision 222).
 */
const typed = new Map<HTMLTextAreaElement, string>();

function note(target: EventTarget | null): void {
  if (target instanceof HTMLTextAreaElement && target.value !== target.defaultValue)
    typed.set(target, target.value);
}

const onInput = (event: Event) => note(event.target);

/** Puts each typed text back where hydration reset it. */
function restore(): void {
  for (const [area, value] of typed) {
    if (!area.isConnected || area.value === value) continue;
    area.value = value;
    // The page's handlers (a count, the unsaved-changes guard) learn of it as of any typing.
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * Called by the client entry before it hydrates: what is typed from now until hydration is kept, and a form
 * sent while hydration is under way (between its reset and the root's effect) sends what was typed.
 */
export function watchTypedText(): void {
  for (const area of document.querySelectorAll("textarea")) note(area);
  document.addEventListener("input", onInput, true);
  document.addEventListener("submit", restore, true);
}

/** Puts back, as the page's hydration commits, what was typed into its textareas before. */
export function useTypedTextRestored(): void {
  useLayoutEffect(() => {
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("submit", restore, true);
    restore();
    typed.clear();
  }, []);
}
