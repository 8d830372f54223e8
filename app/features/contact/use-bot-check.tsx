import type {} from "altcha/types/react";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { type BotCheckSettings, BotCheckUnavailable, botCheckSettingsSchema } from "./bot-check-settings";
import { BOT_CHECK_SETTINGS_PATH } from "./constants";
import { loadRecaptcha, recaptchaToken } from "./recaptcha.client";

async function loadSettings(): Promise<BotCheckSettings> {
  const response = await fetch(BOT_CHECK_SETTINGS_PATH, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Bot-check settings answered ${response.status}`);
  const settings = botCheckSettingsSchema.parse(await response.json());
  if (settings.provider === "altcha") await import("./altcha.client");
  else loadRecaptcha(settings.siteKey);
  return settings;
}

/**
 * The configured bot check, loaded after hydration so any page can hold a contact form without loader data.
 * `anchor` goes inside the form; `token()` proves the visitor is a person, or throws `BotCheckUnavailable`.
 */
export function useBotCheck(): { anchor: ReactNode; token: () => Promise<string> } {
  const [settings, setSettings] = useState<BotCheckSettings>();
  const widget = useRef<HTMLElementTagNameMap["altcha-widget"]>(null);

  useEffect(() => {
    let current = true;
    loadSettings().then(
      (loaded) => {
        if (current) setSettings(loaded);
      },
      (error: unknown) => console.error("Failed to load the bot check", error),
    );
    return () => {
      current = false;
    };
  }, []);

  const token = useCallback(async () => {
    try {
      if (settings?.provider === "recaptcha") return await recaptchaToken(settings.siteKey);
      const result = await widget.current?.verify();
      if (result?.payload) return result.payload;
    } catch (error) {
      throw new BotCheckUnavailable("The bot check failed to start", { cause: error });
    }
    throw new BotCheckUnavailable("The bot check is not available");
  }, [settings]);

  const anchor =
    settings?.provider === "altcha" ? (
      <altcha-widget ref={widget} challenge={settings.challengeUrl} auto="off" display="invisible" hidden />
    ) : settings?.provider === "recaptcha" ? (
      <div hidden data-recaptcha-anchor="" />
    ) : null;

  return { anchor, token };
}
