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
export { accountById, listAccounts, summaryOf } from "./accounts.server";
export { recordStaffAction } from "./audit.server";
export { auditCsv, auditPage, detailText } from "./audit-log.server";
export { type AuditSubject, auditSubjects } from "./audit-subjects.server";
export { announceStaffPassword, ensureFirstOwner } from "./first-owner.server";
export { signInWithNewPassword } from "./new-password-sign-in.server";
export { linkState } from "./one-time-links.server";
export { changeOwnPassword, endOwnSessions, enrolSecondFactor, nameOwnAccount } from "./own-account.server";
export { askForReset, setPasswordWithLink } from "./password-links.server";
export { enrolmentFor, recoveryCodesLeft } from "./second-factor.server";
export { sessionsOf, staffSession, staffSessionCookieName } from "./session.server";
export { confirmSignIn, secondStepLockedFor, signIn, signOut } from "./sign-in.server";
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
