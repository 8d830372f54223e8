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
  "applicationReleased",
  "applicationDeleted",
  "notifyListExported",
  "shareCreated",
  "shareRevoked",
  "exportRun",
  "lineSheetMade",
  "auditExported",
  "contentPublished",
  "contentRolledBack",
  "storeListPublished",
  "feedRefusedRowsExported",
  "customerOpened",
  "buyerInvited",
  "buyerInvitationSent",
  "buyerRoleChanged",
  "buyerDeactivated",
  "buyerReactivated",
  "buyerSecondFactorReset",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** The kinds of record a row's `record` holds the id of; `content` is a studio item as `kind:item`. */
export type AuditRecordKind =
  | "account"
  | "message"
  | "application"
  | "share"
  | "export"
  | "lineSheet"
  | "content"
  | "storeList"
  | "buyer";

/**
 * What each action's `record` names, so the Audit page can name it (decision 268); null for an action about no
 * record but its actor (a sign-in) or a filter kept in its detail (an export). Every action is listed: a new one
 * does not compile until someone says what it is about.
 */
export const AUDIT_RECORD_KINDS: Readonly<Record<AuditAction, AuditRecordKind | null>> = {
  signIn: null,
  signInFailed: null,
  signOut: null,
  secondFactorEnrolled: null,
  secondFactorFailed: null,
  secondFactorReset: "account",
  recoveryCodeUsed: null,
  accountInvited: "account",
  invitationSent: "account",
  accountChanged: "account",
  accountDeactivated: "account",
  accountReactivated: "account",
  passwordSet: null,
  passwordResetRequested: null,
  sessionsEnded: null,
  leadViewed: "message",
  leadsExported: null,
  leadResent: "message",
  leadReleased: "message",
  leadDeleted: "message",
  leadHandled: "message",
  leadReopened: "message",
  applicationViewed: "application",
  applicationMoved: "application",
  applicationReleased: "application",
  applicationDeleted: "application",
  notifyListExported: null,
  shareCreated: "share",
  shareRevoked: "share",
  exportRun: "export",
  lineSheetMade: "lineSheet",
  auditExported: null,
  contentPublished: "content",
  contentRolledBack: "content",
  storeListPublished: "storeList",
  feedRefusedRowsExported: null,
  customerOpened: "application",
  buyerInvited: "buyer",
  buyerInvitationSent: "buyer",
  buyerRoleChanged: "buyer",
  buyerDeactivated: "buyer",
  buyerReactivated: "buyer",
  buyerSecondFactorReset: "buyer",
};
