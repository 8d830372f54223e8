/**
 * The site's call to action, a pill: brand blue on light bands, white on the brand's dark ones. The same
 * look for a link and a button; where it sits and how large it is (margin, padding, shadow) come beside it.
 */
const TONES = {
  brand: "rounded-full bg-brand font-semibold text-white hover:bg-brand-dark",
  white: "rounded-full bg-white font-semibold text-brand hover:bg-brand-light",
};

export type CallToActionTone = keyof typeof TONES;

export function callToActionClass(className: string, tone: CallToActionTone = "brand"): string {
  return `${TONES[tone]} ${className}`;
}
