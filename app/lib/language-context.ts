import { createContext } from "react-router";
import { FALLBACK_LANGUAGE, type Language } from "./languages";

/** The language the server detected for this request; loaders read content in it. */
export const languageContext = createContext<Language>(FALLBACK_LANGUAGE);
