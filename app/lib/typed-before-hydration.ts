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

/** Called by the client entry before it hydrates: what is typed from now until hydration is kept. */
export function watchTypedText(): void {
  for (const area of document.querySelectorAll("textarea")) note(area);
  document.addEventListener("input", onInput, true);
}

/** Puts back, once the page has hydrated, what was typed into its textareas before. */
export function useTypedTextRestored(): void {
  useLayoutEffect(() => {
    document.removeEventListener("input", onInput, true);
    for (const [area, value] of typed) {
      if (!area.isConnected || area.value === value) continue;
      area.value = value;
      // The page's handlers (a count, the unsaved-changes guard) learn of it as of any typing.
      area.dispatchEvent(new Event("input", { bubbles: true }));
    }
    typed.clear();
  }, []);
}
