import type {} from "altcha/types/react";
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { BotCheckSettings } from "./bot-check-settings";
import { BotCheckUnavailable } from "./bot-check-unavailable";

type AltchaWidget = HTMLElementTagNameMap["altcha-widget"];

/** Far enough ahead that the check is ready long before anyone can have filled the form in. */
const NEAR_SCREEN = "600px 0px";

/** The check's code (settings, provider scripts) is a chunk of its own, fetched when a form needs it. */
const loadSettings = async () => (await import("./bot-check.client")).loadBotCheck();

/** A promise for the ALTCHA widget, kept when React mounts it. */
function mountedWidget() {
  let mount: (widget: AltchaWidget) => void = () => {};
  const widget = new Promise<AltchaWidget>((resolve) => {
    mount = resolve;
  });
  return { widget, mount };
}

/**
 * The configured bot check, loaded once `form` nears the screen or the visitor starts filling it in (a form
 * at the top of a page, or one reached by a jump), so visitors who never reach a contact form never
 * download it, and any page can hold a form without loader data. ALTCHA's widget is put in the page only
 * when the visitor starts filling the form in (or sends it): setting it up is a task of some 20 ms, which
 * would otherwise fall just as the page becomes usable. `anchor` goes inside the form; `token()` proves the
 * visitor is a person (waiting for the check if a quick visitor got there first), or throws
 * `BotCheckUnavailable`.
 */
export function useBotCheck(form: RefObject<HTMLFormElement | null>): {
  anchor: ReactNode;
  token: () => Promise<string>;
} {
  const [settings, setSettings] = useState<BotCheckSettings>();
  const [filling, setFilling] = useState(false);
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
    const start = () => {
      load().catch((error: unknown) => console.error("Failed to load the bot check", error));
    };
    const startFilling = () => {
      setFilling(true);
      start();
    };
    const element = form.current;
    if (!element) return start();
    // Typing since before the scripts ran.
    if (element.contains(document.activeElement)) return startFilling();
    element.addEventListener("focusin", startFilling, { once: true });
    const observer =
      typeof IntersectionObserver === "undefined"
        ? undefined
        : new IntersectionObserver(
            (entries, self) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              self.disconnect();
              start();
            },
            { rootMargin: NEAR_SCREEN },
          );
    if (observer) observer.observe(element);
    else start();
    return () => {
      observer?.disconnect();
      element.removeEventListener("focusin", startFilling);
    };
  }, [form, load]);

  useEffect(() => {
    if (settings?.provider === "altcha" && filling && widget.current) altcha.mount(widget.current);
  }, [settings, filling, altcha]);

  const token = useCallback(async () => {
    try {
      const loaded = await load();
      if (loaded.provider === "recaptcha")
        return await (await import("./recaptcha.client")).recaptchaToken(loaded.siteKey);
      setFilling(true);
      const result = await (await altcha.widget).verify();
      if (result?.payload) return result.payload;
    } catch (error) {
      throw new BotCheckUnavailable("The bot check failed to start", { cause: error });
    }
    throw new BotCheckUnavailable("The bot check is not available");
  }, [load, altcha]);

  const anchor =
    settings?.provider === "altcha" && filling ? (
      <altcha-widget ref={widget} challenge={settings.challengeUrl} auto="off" display="invisible" hidden />
    ) : settings?.provider === "recaptcha" ? (
      <div hidden data-recaptcha-anchor="" />
    ) : null;

  return { anchor, token };
}
