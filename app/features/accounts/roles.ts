/** What a staff member may open depends on their role alone (the table in `access.ts`). */
export const ROLES = ["owner", "marketing", "sales"] as const;
export type Role = (typeof ROLES)[number];

/** An account is invited until its invitation is used, then active until an owner deactivates it. */
export type AccountState = "invited" | "active" | "deactivated";

/** Roles that read leads must confirm a second factor on a deployment (NODE_ENV=production). */
export const ROLES_THAT_SEE_LEADS: readonly Role[] = ["owner", "sales"];
