// The door of accounts/: its server-only parts. Everything outside the room imports through here
// (docs/architecture.md).

export {
  changeAccount,
  deactivate,
  invite,
  inviteAgain,
  reactivate,
  resetSecondFactor,
} from "./account-admin.server";
export type { Audience } from "./account-store.server";
export {
  accountById,
  addressTaken,
  listAccounts,
  normalEmail,
  summaryOf,
  updateStoredAccount,
} from "./accounts.server";
export { recordAudit, recordStaffAction } from "./audit.server";
export type { AuditAction } from "./audit-actions";
export { actorText, auditCsv, auditPage, detailText } from "./audit-log.server";
export { type AuditSubject, auditSubjects } from "./audit-subjects.server";
export {
  announceStaffPassword,
  ensureFirstOwner,
  hashNewPassword,
  ownPasswordOpens,
} from "./first-owner.server";
export { signInWithNewPassword } from "./new-password-sign-in.server";
export { issueLink, linkState } from "./one-time-links.server";
export {
  changeOwnPassword,
  endOwnSessions,
  enrolSecondFactor,
  nameOwnAccount,
  type OwnAccount,
  ownSessionRows,
  staffOwn,
} from "./own-account.server";
export {
  askForReset,
  askForResetOf,
  type ResetAudience,
  setPasswordWithLink,
  setPasswordWithLinkOf,
} from "./password-links.server";
export { enrolmentFor, recoveryCodesLeft, removeSecondFactor } from "./second-factor.server";
export {
  endSessionsOf,
  liveSession,
  sessionsOf,
  staffSession,
  staffSessionCookieName,
} from "./session.server";
export type { SessionState } from "./session-expiry";
export {
  confirmSignIn,
  confirmSignInTo,
  openSession,
  type SignInAudience,
  secondStepLockedFor,
  signIn,
  signInTo,
  signOut,
  signOutOf,
  unlockSecondStep,
} from "./sign-in.server";
export { readStaffForm, refused, requiredField } from "./staff-form.server";
export {
  mustEnrolFirst,
  mustNameFirst,
  privatePage,
  requireStaffApi,
  staffAccess,
  staffOnly,
} from "./staff-middleware.server";
export { startAccountsUpkeep, stopAccountsUpkeep } from "./upkeep.server";
