import { SITE } from "@content/site";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import type { PasswordProblem } from "./password-problems";

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The 49,000 most common passwords of public breach corpora, as zxcvbn-ts ships them with the project:
 * nothing is fetched at run time. Loaded when a password is first set, not at start-up (idle memory).
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"]),
  );
  return common;
}

/**
 * A common password made long enough by what people add to one: digits or signs before or after it, or
 * between its words ("Password1234!", "2024summer2024").
 */
function commonCores(password: string): string[] {
  const lower = password.normalize("NFC").toLowerCase();
  return [
    lower,
    lower.replace(/[^\p{L}]+$/u, ""),
    lower.replace(/^[^\p{L}]+/u, ""),
    lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""),
    lower.replace(/[^\p{L}\p{N}]/gu, ""),
  ].filter(Boolean);
}

/**
 * NIST SP 800-63B's rules: at least 12 characters (any characters, spaces included), not a common or breached
 * password, not the person's own address or the company's name; no rules about character classes.
 */
export async function passwordProblem(password: string, email: string): Promise<PasswordProblem | undefined> {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "short";
  if (length > PASSWORD_MAX_LENGTH) return "long";
  if (new Set(password).size < 4) return "common";
  const list = await commonPasswords();
  if (commonCores(password).some((core) => list.has(core))) return "common";
  const lower = password.toLowerCase();
  const mailbox = email.split("@")[0]?.toLowerCase() ?? "";
  const company = SITE.name.split(" ")[0]?.toLowerCase() ?? "";
  if ((mailbox.length >= 4 && lower.includes(mailbox)) || (company && lower.includes(company)))
    return "personal";
  return undefined;
}
