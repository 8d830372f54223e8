import {
  type Kysely,
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from "kysely";
import { database } from "~/lib/database.server";
import type { DatabaseSchema } from "~/lib/database-schema";

/** Who an account belongs to: the company's staff, or a retail customer's buyers (decision 330). */
export type Audience = "staff" | "buyer";

/**
 * The five tables every audience keeps, under the names the shared sign-in, session, link and second-factor
 * functions use. Each audience's tables have these columns (its accounts table has more: a staff role; a
 * buyer's customer and role), so one query reads either.
 */
export interface AccountStoreSchema {
  /** `role` is each audience's own word (a staff role, a buyer's role in a customer), checked by its module. */
  accounts: Omit<DatabaseSchema["staff_accounts"], "role"> & { role: string };
  sessions: DatabaseSchema["staff_sessions"];
  tokens: DatabaseSchema["staff_tokens"];
  known_clients: DatabaseSchema["staff_known_clients"];
  recovery_codes: DatabaseSchema["staff_recovery_codes"];
}

type StoreTable = keyof AccountStoreSchema;

const TABLES: Record<Audience, Record<StoreTable, keyof DatabaseSchema>> = {
  staff: {
    accounts: "staff_accounts",
    sessions: "staff_sessions",
    tokens: "staff_tokens",
    known_clients: "staff_known_clients",
    recovery_codes: "staff_recovery_codes",
  },
  buyer: {
    accounts: "buyer_accounts",
    sessions: "buyer_sessions",
    tokens: "buyer_tokens",
    known_clients: "buyer_known_clients",
    recovery_codes: "buyer_recovery_codes",
  },
};

/** Renames the store's tables to one audience's wherever a query names them (FROM, JOIN, `sessions.id_hash`). */
class AudienceTables extends OperationNodeTransformer {
  readonly #names: Readonly<Record<string, string>>;

  constructor(names: Readonly<Record<string, string>>) {
    super();
    this.#names = names;
  }

  protected override transformTable(node: TableNode): TableNode {
    const name = this.#names[node.table.identifier.name];
    return name && !node.table.schema ? TableNode.create(name) : super.transformTable(node);
  }
}

class AudiencePlugin implements KyselyPlugin {
  readonly #tables: AudienceTables;

  constructor(audience: Audience) {
    this.#tables = new AudienceTables(TABLES[audience]);
  }

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#tables.transformNode(node);
  }

  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

const stores = new Map<Kysely<DatabaseSchema>, Record<Audience, Kysely<AccountStoreSchema>>>();

/**
 * The audience's five tables as one typed query builder over the site's database (transactions included).
 * The only place the store's names are bound to real tables: the cast states what the plugin makes true, that
 * every name of `AccountStoreSchema` is one of the audience's tables with those columns.
 */
export async function accountStore(audience: Audience): Promise<Kysely<AccountStoreSchema>> {
  const { db } = await database();
  let bound = stores.get(db);
  if (!bound) {
    const bind = (of: Audience) =>
      db.withPlugin(new AudiencePlugin(of)) as unknown as Kysely<AccountStoreSchema>;
    bound = { staff: bind("staff"), buyer: bind("buyer") };
    stores.clear();
    stores.set(db, bound);
  }
  return bound[audience];
}
