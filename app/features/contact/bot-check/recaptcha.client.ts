import { BOT_CHECK_ACTION } from "../constants";

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const SCRIPT_ORIGIN = "https://www.google.com/recaptcha/api.js";

/** Adds the provider's script once per page, whichever form asks first (SPEC §7). */
export function loadRecaptcha(siteKey: string): void {
  if (document.querySelector(`script[src^="${SCRIPT_ORIGIN}"]`)) return;
  const script = document.createElement("script");
  script.src = `${SCRIPT_ORIGIN}?render=${encodeURIComponent(siteKey)}`;
  script.async = true;
  script.defer = true;
  script.addEventListener("error", () => console.error("Failed to load reCAPTCHA"));
  document.head.append(script);
}

/** A token for one submission; throws when the provider never loaded (SPEC §8). */
export async function recaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error("reCAPTCHA not available");
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action: BOT_CHECK_ACTION });
}
