import type { BrandLook } from "@content/brands/schema";

/** The art choices' controls, named by their place in the brand's document. */
export const LOOK_CONTROLS = {
  motif: "look.motif",
  accent: "look.accent",
  family: "look.wordmark.family",
  case: "look.wordmark.case",
  weight: "look.wordmark.weight",
} as const;

/** The art choices as their controls hold them. */
export function lookFormValues(look: BrandLook): Record<string, string> {
  return {
    [LOOK_CONTROLS.motif]: look.motif,
    [LOOK_CONTROLS.accent]: look.accent,
    [LOOK_CONTROLS.family]: look.wordmark.family,
    [LOOK_CONTROLS.case]: look.wordmark.case,
    [LOOK_CONTROLS.weight]: String(look.wordmark.weight),
  };
}

/**
 * The art choices a form sends, over the brand's (a form without them, or a control left out, changes
 * nothing). Values are taken as sent: the schema then refuses what is none of its choices.
 */
export function lookFromForm(current: BrandLook, form: URLSearchParams): unknown {
  const sent = (name: string) => form.get(name) ?? undefined;
  const weight = sent(LOOK_CONTROLS.weight);
  return {
    ...current,
    motif: sent(LOOK_CONTROLS.motif) ?? current.motif,
    accent: sent(LOOK_CONTROLS.accent)?.toLowerCase() ?? current.accent,
    wordmark: {
      ...current.wordmark,
      family: sent(LOOK_CONTROLS.family) ?? current.wordmark.family,
      case: sent(LOOK_CONTROLS.case) ?? current.wordmark.case,
      weight: weight === undefined ? current.wordmark.weight : Number(weight),
    },
  };
}
