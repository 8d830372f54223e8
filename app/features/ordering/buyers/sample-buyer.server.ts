import { addressTaken, hashNewPassword } from "~/features/accounts/index.server";
import { database } from "~/lib/database.server";
import { randomSecret, storedSecret } from "~/lib/secrets.server";

/**
 * The sample ERP's buyer (decision 330): the administrator of the Ontario sample customer, so that `npm start`
 * on a fresh clone signs a buyer in at once. Its password is made once and kept in DATA_DIR, as the owner's is.
 */
const SAMPLE_BUYER = {
  name: "Jordan Lee",
  email: "jordan.lee@sample-retailer.example",
  customerNumber: "C-20017",
  secret: "sampleBuyerPassword",
} as const;

function samplePassword() {
  return storedSecret(SAMPLE_BUYER.secret, () => randomSecret(12));
}

/** The start-up line that names the sample buyer's sign-in, beside the owner's. */
export function announceSampleBuyer(log: (line: string) => void = console.log): void {
  log(
    `Trade sign-in (sample buyer, /b2b/sign-in): ${SAMPLE_BUYER.email}, password: ${samplePassword().value}`,
  );
}

/**
 * Makes the sample buyer once its customer exists (after the sample customers feed); nothing when the
 * customer is absent or any account already has the address.
 */
export async function ensureSampleBuyer(): Promise<void> {
  const { db } = await database();
  const customer = await db
    .selectFrom("customers")
    .select("customer_number")
    .where("customer_number", "=", SAMPLE_BUYER.customerNumber)
    .executeTakeFirst();
  if (!customer || (await addressTaken(SAMPLE_BUYER.email))) return;
  const now = Date.now();
  await db
    .insertInto("buyer_accounts")
    .values({
      name: SAMPLE_BUYER.name,
      email: SAMPLE_BUYER.email,
      customer_number: SAMPLE_BUYER.customerNumber,
      role: "customer_admin",
      language: "en",
      state: "active",
      password_hash: await hashNewPassword(samplePassword().value),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
}
