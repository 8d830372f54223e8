/** What the audit log records, by name; the Audit page words each in the reader's language. */
export const AUDIT_ACTIONS = [
  "signIn",
  "signInFailed",
  "signOut",
  "secondFactorEnrolled",
  "secondFactorFailed",
  "secondFactorReset",
  "recoveryCodeUsed",
  "accountInvited",
  "invitationSent",
  "accountChanged",
  "accountDeactivated",
  "accountReactivated",
  "passwordSet",
  "passwordResetRequested",
  "sessionsEnded",
  "leadViewed",
  "leadsExported",
  "leadResent",
  "leadReleased",
  "leadDeleted",
  "leadHandled",
  "leadReopened",
  "applicationViewed",
  "applicationMoved",
  "notifyListExported",
  "shareCreated",
  "shareRevoked",
  "exportRun",
  "lineSheetMade",
  "auditExported",
  "contentPublished",
  "contentRolledBack",
  "storeListPublished",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
}
