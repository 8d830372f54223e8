import { useCallback } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { FALLBACK_LANGUAGE, LANGUAGE_QUERY_PARAM, type Language } from "~/lib/languages";
import { useRootData } from "~/lib/root-data";
import { rememberLanguage } from "./detect.client";

/** The language the page was rendered in (the root loader's). */
export function useLanguage(): Language {
  return useRootData()?.language ?? FALLBACK_LANGUAGE;
}

/**
 * Switches language in place: the choice is remembered (local storage and cookie), then the page's
 * data is loaded again in the new language. A `?lng=` in the address would override the cookie, so it goes.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  return useCallback(
    (language: Language) => {
      rememberLanguage(language);
      const params = new URLSearchParams(location.search);
      if (params.has(LANGUAGE_QUERY_PARAM)) {
        params.delete(LANGUAGE_QUERY_PARAM);
        const search = params.toString();
        navigate(
          { pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash },
          { replace: true, preventScrollReset: true },
        );
      } else {
        void revalidate();
      }
    },
    [location, navigate, revalidate],
  );
}
