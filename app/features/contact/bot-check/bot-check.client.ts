import { BOT_CHECK_SETTINGS_PATH } from "../constants";
import { type BotCheckSettings, botCheckSettingsSchema } from "./bot-check-settings";
import { loadRecaptcha } from "./recaptcha.client";

/**
 * Asks the server which bot check runs and loads its parts (ALTCHA's widget and worker, or the provider's
 * reCAPTCHA script). Loaded on demand with the rest of the check: a page's first scripts carry none of it.
 */
export async function loadBotCheck(): Promise<BotCheckSettings> {
  const response = await fetch(BOT_CHECK_SETTINGS_PATH, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Bot-check settings answered ${response.status}`);
  const settings = botCheckSettingsSchema.parse(await response.json());
  if (settings.provider === "altcha") await import("./altcha.client");
  else loadRecaptcha(settings.siteKey);
  return settings;
}
