/** What a staff member may open depends on their role alone (the table in `access.ts`). */
export const ROLES = ["owner", "marketing", "sales"] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATES = ["invited", "active", "deactivated"] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** Roles that read leads must confirm a second factor on a deployment (NODE_ENV=production). */
export const ROLES_THAT_SEE_LEADS: readonly Role[] = ["owner", "sales"];
