// The door of tools/: its server-only parts (docs/architecture.md).
export { toolRefusal } from "./refusal.server";
