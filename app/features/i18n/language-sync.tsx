import { useEffect } from "react";
import { detectBrowserLanguage, rememberLanguage } from "./detect.client";
import { useLanguage, useSwitchLanguage } from "./use-language";

/**
 * After hydration, the browser's own sources (local storage, session storage) get their say; the server
 * could only see the address, the cookie and Accept-Language. The outcome is remembered either way. It runs
 * in a task of its own: the first reads of storage and of the cookie are slow, and the task that ends
 * hydration is long enough.
 */
export function LanguageSync() {
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load, not on every switch.
  useEffect(() => {
    const sync = setTimeout(() => {
      const detected = detectBrowserLanguage();
      if (detected && detected !== language) switchLanguage(detected);
      else rememberLanguage(language);
    });
    return () => clearTimeout(sync);
  }, []);
  return null;
}
