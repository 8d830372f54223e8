// The door of accounts/ (named staff: roles and what each opens, sign-in, second factor, sessions, the audit
// log). Everything outside the room imports through here (docs/architecture.md).
export { mayOpen, toolsOfEachRole } from "./access";
export { AccountAccess, AccountSettings } from "./account-access";
export { AccountFields } from "./account-fields";
export {
  accountChangeSchema,
  accountEmail,
  invitationSchema,
  ownNameSchema,
  personName,
} from "./account-forms";
export { AUDIT_ACTIONS } from "./audit-actions";
export { type AuditFilter, auditFilterQuery, auditPageNumber, parseAuditFilter } from "./audit-filter";
export { AuditFilters, AuditPages, AuditTable } from "./audit-log";
export { AUDIT_PAGE_SIZE } from "./constants";
export { staffSessionContext } from "./context";
export { EmailField } from "./email-field";
export { type ResetAsked, ResetRequestForm, SetPasswordForm } from "./link-forms";
export { NewPasswordFields } from "./new-password-fields";
export { OwnSessions, PasswordChange } from "./own-account-panels";
export { QrCode } from "./qr-code";
export { RoleTools } from "./role-tools";
export { type AccountState, ROLES, type Role } from "./roles";
export { type EnrolmentView, SecondFactorEnrolment } from "./second-factor-enrolment";
export { lockedFor, SecondStepForm } from "./second-step-form";
export type { SessionState, StaffSession } from "./session-expiry";
export { shownName } from "./shown-name";
export { SignInForm } from "./sign-in-form";
export { SignInFrame } from "./sign-in-frame";
export type { SecondStepFailure } from "./sign-in-outcome";
