import type { Language } from "~/lib/languages";
import type { Role } from "./roles";

/** A new active account with no password of its own; its id. */
export async function activeAccount(
  email: string,
  { name = email, role = "sales", language = "en" }: { name?: string; role?: Role; language?: Language } = {},
): Promise<number> {
  const { createAccount } = await import("./accounts.server");
  const id = await createAccount({ name, email, role, language, state: "active", passwordHash: null });
  if (id === undefined) throw new Error(`${email} already has an account`);
  return id;
}
