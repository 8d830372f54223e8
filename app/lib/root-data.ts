import { useRouteLoaderData } from "react-router";
import type { Language } from "./languages";

/**
 * What the root route's loader sends with every page and other modules read. `root.tsx` returns it and
 * modules read it here, so nothing imports the route module (a route is a leaf of the import graph).
 */
export interface RootData {
  language: Language;
  /** The server's year, so the footer's © line matches what the server rendered. */
  year: string;
  /** The address fixes the language (a studio preview): the browser's language sources stay out of it. */
  languageFixed: boolean;
}

export const useRootData = (): RootData | undefined => useRouteLoaderData<RootData>("root");
