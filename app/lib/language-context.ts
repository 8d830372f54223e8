import { createContext } from "react-router";
import { FALLBACK_LANGUAGE, type Language } from "./languages";

/** The language the server detected for this request; loaders read content in it. */
export const languageContext = createContext<Language>(FALLBACK_LANGUAGE);

/**
 * The page's language is the one its address names (a studio preview in either language): the browser's own
 * sources (storage, the remembered choice) neither change it nor are changed by it.
 */
export const languageFixedContext = createContext<boolean>(false);
