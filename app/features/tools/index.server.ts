// The door of tools/ (the staff tools: sign-in, session, shell and dashboard): its server-only parts. Everything
// outside the room imports through here (docs/architecture.md).
export { signIn } from "./login.server";
export {
  endStaffSession,
  requireStaffApi,
  staffSession,
  staffSessionCookieName,
  staffSessionOfCookie,
} from "./session.server";
export { privatePage, staffOnly } from "./staff-middleware.server";
export { prepareStaffPassword } from "./staff-password.server";
