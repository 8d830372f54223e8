// The door of tools/ (the staff tools: sign-in, session, shell and dashboard). Everything outside the room
// imports through here (docs/architecture.md).
export { MESSAGES_PATH, PHOTO_DOWNLOADER_PATH, TOOLS_DASHBOARD_PATH, TOOLS_LOGIN_PATH } from "./constants";
export { staffSessionContext } from "./context";
export { LoginForm } from "./login-form";
export { TOOLS_DASHBOARD_STRINGS, TOOLS_LOGIN_STRINGS, TOOLS_SHELL_STRINGS } from "./strings";
export { ToolCard } from "./tool-card";
export { ToolsShell } from "./tools-shell";
export { useToolsAuthFlag } from "./use-tools-auth-flag";
