import { layout } from "./layout";
import { pages } from "./pages";

/** English is the reference: every other language must have each of its keys. */
export const en = { layout, pages };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translation = Widen<typeof en>;
