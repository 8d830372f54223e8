import { sql } from "kysely";
import type { SchemaChange } from "./schema-change.ts";

/**
 * The first owner was made with the stand-in name "Owner", which invitations, share pages and the audit log
 * showed as a person's name. No name at all is asked for at the next sign-in (decision 267).
 */
export async function up({ db }: SchemaChange): Promise<void> {
  await sql`UPDATE staff_accounts SET name = '' WHERE name = 'Owner' AND role = 'owner'`.execute(db);
}
