/*
 * What the form fetches when the buyer enters it: the rules, and zod with them. A module of its own, so the
 * browser's chunk holds only this, while the server imports the schema itself.
 */
export { invalidApplicationFields } from "./application-schema";
