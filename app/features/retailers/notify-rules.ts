/*
 * What the notify-me form fetches when the visitor enters it: the rules, and zod with them. A module of its own,
 * so the B2B page's first load carries none of it.
 */
export { invalidNotifyFields } from "./notify-schema";
