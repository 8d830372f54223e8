import { config } from "~/lib/config.server";
import { ALTCHA_CHALLENGE_PATH } from "../constants";
import { verifyAltcha } from "./altcha.server";
import type { BotCheckSettings } from "./bot-check-settings";
import { verifyRecaptcha } from "./recaptcha.server";

/** reCAPTCHA v3 when both of its keys are configured, otherwise our own ALTCHA (DESIGN.md §2). */
export function botCheckSettings(): BotCheckSettings {
  const { recaptcha } = config();
  return recaptcha
    ? { provider: "recaptcha", siteKey: recaptcha.siteKey }
    : { provider: "altcha", challengeUrl: ALTCHA_CHALLENGE_PATH };
}

export function passesBotCheck(token: string, client: string): Promise<boolean> {
  const { recaptcha, publicSiteOrigin } = config();
  if (!recaptcha) return verifyAltcha(token);
  return verifyRecaptcha(token, { ...recaptcha, hostname: new URL(publicSiteOrigin).hostname }, client);
}
