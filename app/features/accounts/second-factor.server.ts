import { randomInt } from "node:crypto";
import { SITE } from "@content/site";
import type { Selectable } from "kysely";
import { openText, sealText } from "~/lib/sealed-text.server";
import { tokenDigest } from "~/lib/tokens.server";
import { type AccountStoreSchema, type Audience, accountStore } from "./account-store.server";
import { RECOVERY_CODE_COUNT } from "./constants";

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code from the step before or after is taken too: a phone's clock a little off, or a slow typist. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** Recovery codes use letters and digits that cannot be mistaken for one another when read off paper. */
const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const RECOVERY_GROUP = 5;

/** What enrolment shows: the QR code as an SVG path, and the secret to type by hand. */
export interface Enrolment {
  secret: string;
  qr: { size: number; path: string };
}

/**
 * otplib and the QR encoder are loaded when a second factor is first used, not at start-up: most of a site's
 * life has no one enrolling or signing in, and the idle server's memory is a budget.
 */
const otp = () => import("otplib");

/** The dark modules of a QR code as one SVG path, one unit square each: drawn without any script or markup string. */
async function qrPath(text: string): Promise<{ size: number; path: string }> {
  const { encode } = await import("uqr");
  const { data, size } = encode(text, { ecc: "M", border: 2 });
  const squares: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, path: squares.join("") };
}

/** What the second factor reads of an account, in every audience. */
type FactorAccount = Pick<
  Selectable<AccountStoreSchema["accounts"]>,
  "id" | "email" | "totp_secret" | "totp_enabled_at"
>;

function secretOf(account: FactorAccount): string | undefined {
  return account.totp_secret ? openText(account.totp_secret) : undefined;
}

/**
 * The secret an account is enrolling with: kept (sealed) from the first visit of the enrolment page until a
 * code confirms it, so reloading the page does not undo a QR code already scanned. Undefined once a second
 * factor is on: it is replaced only after an owner's reset.
 */
export async function enrolmentFor(
  audience: Audience,
  account: FactorAccount,
): Promise<Enrolment | undefined> {
  if (account.totp_enabled_at !== null) return undefined;
  const { generateSecret, generateURI } = await otp();
  let secret = secretOf(account);
  if (!secret) {
    secret = generateSecret();
    const db = await accountStore(audience);
    await db
      .updateTable("accounts")
      .set({ totp_secret: sealText(secret), updated_at: Date.now() })
      .where("id", "=", account.id)
      .execute();
  }
  const uri = generateURI({ issuer: SITE.name, label: account.email, secret, period: PERIOD_SECONDS });
  return { secret, qr: await qrPath(uri) };
}

/** Six digits, as people type them: spaces and a hyphen in the middle are allowed. */
function normalCode(code: string): string {
  return code.replace(/[\s-]/g, "");
}

/**
 * Whether `code` is the account's current one. A code is taken once: the step it matched is stored, and a
 * code from that step or an earlier one is refused after, on every instance (the update checks it).
 */
export async function codeIsRight(audience: Audience, accountId: number, code: string): Promise<boolean> {
  const db = await accountStore(audience);
  const account = await db
    .selectFrom("accounts")
    .select(["id", "email", "totp_secret", "totp_enabled_at"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  const secret = account && secretOf(account);
  const token = normalCode(code);
  if (!account || !secret || !/^\d{6}$/.test(token)) return false;
  const { verify } = await otp();
  const result = await verify({
    secret,
    token,
    period: PERIOD_SECONDS,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  if (!result.valid || !("timeStep" in result)) return false;
  const claimed = await db
    .updateTable("accounts")
    .set({ totp_last_step: result.timeStep })
    .where("id", "=", accountId)
    .where((row) => row.or([row("totp_last_step", "is", null), row("totp_last_step", "<", result.timeStep)]))
    .executeTakeFirst();
  return claimed.numUpdatedRows > 0n;
}

function recoveryCode(): string {
  const characters = Array.from(
    { length: RECOVERY_GROUP * 2 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join("");
  return `${characters.slice(0, RECOVERY_GROUP)}-${characters.slice(RECOVERY_GROUP)}`;
}

/** A recovery code as typed: case, spaces and the hyphen do not matter. */
function normalRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/**
 * Confirms enrolment with a code from the app and returns ten new recovery codes, shown once; only their
 * digests are kept. Undefined when the code is wrong.
 */
export async function confirmEnrolment(
  audience: Audience,
  accountId: number,
  code: string,
): Promise<string[] | undefined> {
  if (!(await codeIsRight(audience, accountId, code))) return undefined;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const db = await accountStore(audience);
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom("recovery_codes").where("account_id", "=", accountId).execute();
    await tx
      .insertInto("recovery_codes")
      .values(
        codes.map((shown) => ({
          account_id: accountId,
          code_hash: tokenDigest(normalRecoveryCode(shown)),
          used_at: null,
        })),
      )
      .execute();
    await tx
      .updateTable("accounts")
      .set({ totp_enabled_at: Date.now(), updated_at: Date.now() })
      .where("id", "=", accountId)
      .execute();
  });
  return codes;
}

/** Uses a recovery code: true the first time, false for a wrong, used or another account's code. */
export async function spendRecoveryCode(
  audience: Audience,
  accountId: number,
  code: string,
): Promise<boolean> {
  const normal = normalRecoveryCode(code);
  if (normal.length !== RECOVERY_GROUP * 2) return false;
  const db = await accountStore(audience);
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: Date.now() })
    .where("account_id", "=", accountId)
    .where("code_hash", "=", tokenDigest(normal))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How many recovery codes the account has left. */
export async function recoveryCodesLeft(audience: Audience, accountId: number): Promise<number> {
  const db = await accountStore(audience);
  const row = await db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("account_id", "=", accountId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Takes the second factor away (an owner's reset, for a lost phone): the account enrols again at its next sign-in. */
export async function removeSecondFactor(audience: Audience, accountId: number): Promise<void> {
  const db = await accountStore(audience);
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom("recovery_codes").where("account_id", "=", accountId).execute();
    await tx
      .updateTable("accounts")
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: Date.now() })
      .where("id", "=", accountId)
      .execute();
  });
}
