// The door of tools/ (the staff area's shell: its addresses, header, sidebar and dashboard cards). Who may
// open what is the accounts room's (docs/architecture.md).
export {
  ACCOUNTS_PATH,
  AUDIT_EXPORT_PATH,
  AUDIT_PATH,
  CUSTOMERS_PATH,
  MESSAGES_PATH,
  OWN_ACCOUNT_PATH,
  OWN_NAME_PATH,
  PASSWORD_RESET_PATH,
  PHOTO_DOWNLOADER_PATH,
  SECOND_FACTOR_PATH,
  SECOND_FACTOR_STEP_PATH,
  SET_PASSWORD_PATH,
  STUDIO_PATH,
  TOOLS_DASHBOARD_PATH,
  TOOLS_LOGIN_PATH,
  TOOLS_LOGOUT_PATH,
} from "./constants";
export { openNavItems, type ToolsShellData } from "./shell-data";
export { TOOLS_DASHBOARD_STRINGS, TOOLS_LOGIN_STRINGS, TOOLS_SHELL_STRINGS } from "./strings";
export { ToolCard } from "./tool-card";
export { TOOL_CARDS, TOOLS_NAV_ITEMS, type ToolCardItem } from "./tools-nav-items";
export { ToolsShell } from "./tools-shell";
export { useToolsAuthFlag } from "./use-tools-auth-flag";
