import type { Translation } from "../en";
import { layout } from "./layout";
import { pages } from "./pages";

export const fr = { layout, pages } satisfies Translation;
