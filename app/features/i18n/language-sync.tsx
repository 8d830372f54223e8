import { useEffect } from "react";
import { detectBrowserLanguage, rememberLanguage } from "./detect.client";
import { useLanguage, useSwitchLanguage } from "./use-language";

/**
 * After hydration, the browser's own sources (local storage, session storage) get their say; the server
 * could only see the address, the cookie and Accept-Language. The outcome is remembered either way.
 */
export function LanguageSync() {
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, not on every switch.
  useEffect(() => {
    const detected = detectBrowserLanguage();
    if (detected && detected !== language) switchLanguage(detected);
    else rememberLanguage(language);
  }, []);
  return null;
}
