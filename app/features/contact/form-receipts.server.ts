import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { database } from "~/lib/database.server";
import { FORM_RECEIPT } from "./constants";

/** What a public form's post came to: what keeping it returned (as JSON gives it back), and by which proof. */
export interface FormReceipt {
  kept: unknown;
  botChecked: boolean;
}

/** One post's key: the form and the proof it carried (a form token or a bot-check answer), hashed. */
const keyOf = (form: string, proof: string) =>
  createHash("sha256").update(`${form}\n${proof}`).digest("base64url");

/** The receipt of an earlier post of `form` that carried `proof`, if there was one. */
export async function findReceipt(form: string, proof: string): Promise<FormReceipt | undefined> {
  const { db } = await database();
  const row = await db
    .selectFrom("form_receipts")
    .select(["receipt", "bot_checked"])
    .where("key", "=", keyOf(form, proof))
    .where("expires_at", ">", Date.now())
    .executeTakeFirst();
  return row && { kept: JSON.parse(row.receipt), botChecked: Number(row.bot_checked) === 1 };
}

/**
 * The receipt of a post whose proof was found spent: the first of two sent at once may still be being stored,
 * so it is looked for until FORM_RECEIPT.waitMs have passed. Undefined: the proof was spent by a post that was
 * refused, or by a replay.
 */
export async function awaitReceipt(form: string, proof: string): Promise<FormReceipt | undefined> {
  const until = Date.now() + FORM_RECEIPT.waitMs;
  for (;;) {
    const receipt = await findReceipt(form, proof);
    if (receipt || Date.now() >= until) return receipt;
    await sleep(FORM_RECEIPT.pollMs);
  }
}

/** Remembers what a post came to, for FORM_RECEIPT.keptMs; the expired receipts go as it does. */
export async function keepReceipt(form: string, proof: string, receipt: FormReceipt): Promise<void> {
  const { db } = await database();
  const now = Date.now();
  await db.deleteFrom("form_receipts").where("expires_at", "<", now).execute();
  await db
    .insertInto("form_receipts")
    .values({
      key: keyOf(form, proof),
      receipt: JSON.stringify(receipt.kept ?? null),
      bot_checked: receipt.botChecked ? 1 : 0,
      expires_at: now + FORM_RECEIPT.keptMs,
    })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}
