import { useLayoutEffect } from "react";

/**
 * Text typed into a form before the page's scripts ran (decisions 222, 278). React puts a textarea that has a
 * default text back to that default as it hydrates (an input keeps what was typed): a staff member who began
 * rewriting a brand's paragraphs on a slow connection would lose them. The client entry starts watching
 * before it hydrates; the root puts the text back as the hydration commits, before the browser can take a
 * click. What was typed into a field that already held a text replaces that text: typing lands where the
 * caret was, so without this, "Typed early" and the field's old paragraph would be sent joined.
 */
type TextField = HTMLTextAreaElement | HTMLInputElement;

/** The inputs that hold a person's text (a password field is never filled by the page). */
const TEXT_INPUT_TYPES = new Set(["text", "search", "email", "tel", "url"]);

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type));

/**
 * What a person typed into a field that held `first`, out of what it holds now (`value`, the caret at
 * `caret` where the field tells it): when the field still holds all of its first text with the typing
 * joined to it, before, after or inside it, the typing alone; anything else (the first text selected and
 * typed over, part of it deleted) as the person left it.
 */
export function typedPart(value: string, first: string, caret: number | null): string {
  const added = value.length - first.length;
  if (!first || added <= 0) return value;
  // Typing ends at the caret: the text before the typing and after the caret is the first text, unchanged.
  if (caret !== null && caret >= added && value.slice(0, caret - added) + value.slice(caret) === first)
    return value.slice(caret - added, caret);
  if (value.endsWith(first)) return value.slice(0, added);
  if (value.startsWith(first)) return value.slice(first.length);
  return value;
}

/** Each field typed into, with what it should hold once the page's scripts run. */
const typed = new Map<TextField, string>();

function note(target: EventTarget | null): void {
  if (!isTextField(target) || target.value === target.defaultValue) return;
  // An e-mail input has no caret to read (`selectionEnd` is null there).
  typed.set(target, typedPart(target.value, target.defaultValue, target.selectionEnd));
}

const onInput = (event: Event) => note(event.target);

/** Puts each typed text back where hydration reset it, in place of the field's first text. */
function restore(): void {
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    field.value = value;
    // The page's handlers (a count, the unsaved-changes guard) learn of it as of any typing.
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/**
 * Called by the client entry before it hydrates: what is typed from now until hydration is kept, and a form
 * sent while hydration is under way (between its reset and the root's effect) sends what was typed.
 */
export function watchTypedText(): void {
  for (const field of document.querySelectorAll("textarea, input")) note(field);
  document.addEventListener("input", onInput, true);
  document.addEventListener("submit", restore, true);
}

/** Puts back, as the page's hydration commits, what was typed into its fields before. */
export function useTypedTextRestored(): void {
  useLayoutEffect(() => {
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("submit", restore, true);
    restore();
    typed.clear();
  }, []);
}
