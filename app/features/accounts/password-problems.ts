/** Why a new password is refused; the form words it in the member's language. */
export type PasswordProblem = "short" | "long" | "common" | "personal";
