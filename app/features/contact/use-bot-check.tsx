import type {} from "altcha/types/react";
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type BotCheckSettings, BotCheckUnavailable, botCheckSettingsSchema } from "./bot-check-settings";
import { BOT_CHECK_SETTINGS_PATH } from "./constants";
import { loadRecaptcha, recaptchaToken } from "./recaptcha.client";

type AltchaWidget = HTMLElementTagNameMap["altcha-widget"];

/** Far enough ahead that the check is ready long before anyone can have filled the form in. */
const NEAR_SCREEN = "600px 0px";

async function loadSettings(): Promise<BotCheckSettings> {
  const response = await fetch(BOT_CHECK_SETTINGS_PATH, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Bot-check settings answered ${response.status}`);
  const settings = botCheckSettingsSchema.parse(await response.json());
  if (settings.provider === "altcha") await import("./altcha.client");
  else loadRecaptcha(settings.siteKey);
  return settings;
}

/** A promise for the ALTCHA widget, kept when React mounts it. */
function mountedWidget() {
  let mount: (widget: AltchaWidget) => void = () => {};
  const widget = new Promise<AltchaWidget>((resolve) => {
    mount = resolve;
  });
  return { widget, mount };
}

/**
 * The configured bot check, loaded once `form` nears the screen, so visitors who never reach a contact form
 * never download it, and any page can hold a form without loader data. `anchor` goes inside the form;
 * `token()` proves the visitor is a person (waiting for the check if a quick visitor got there first), or
 * throws `BotCheckUnavailable`.
 */
export function useBotCheck(form: RefObject<HTMLFormElement | null>): {
  anchor: ReactNode;
  token: () => Promise<string>;
} {
  const [settings, setSettings] = useState<BotCheckSettings>();
  const loading = useRef<Promise<BotCheckSettings>>(undefined);
  const [altcha] = useState(mountedWidget);
  const widget = useRef<AltchaWidget>(null);

  const load = useCallback(() => {
    loading.current ??= loadSettings().then((loaded) => {
      setSettings(loaded);
      return loaded;
    });
    return loading.current;
  }, []);

  useEffect(() => {
    const start = () =>
      load().catch((error: unknown) => console.error("Failed to load the bot check", error));
    const element = form.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [form, load]);

  useEffect(() => {
    if (settings?.provider === "altcha" && widget.current) altcha.mount(widget.current);
  }, [settings, altcha]);

  const token = useCallback(async () => {
    try {
      const loaded = await load();
      if (loaded.provider === "recaptcha") return await recaptchaToken(loaded.siteKey);
      const result = await (await altcha.widget).verify();
      if (result?.payload) return result.payload;
    } catch (error) {
      throw new BotCheckUnavailable("The bot check failed to start", { cause: error });
    }
    throw new BotCheckUnavailable("The bot check is not available");
  }, [load, altcha]);

  const anchor =
    settings?.provider === "altcha" ? (
      <altcha-widget ref={widget} challenge={settings.challengeUrl} auto="off" display="invisible" hidden />
    ) : settings?.provider === "recaptcha" ? (
      <div hidden data-recaptcha-anchor="" />
    ) : null;

  return { anchor, token };
}
