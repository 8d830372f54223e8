import { CUSTOMER_COLUMNS, OPTIONAL_CUSTOMER_COLUMNS } from "./columns";
import { customerFeedOf } from "./customers-feed.server";
import { BATCH, type FeedLayout, fromProposedRow } from "./feed-layout.server";

/**
 * The customers feed (`docs/feeds/customers.md`, decision 325): each customer the file names takes the file's
 * cells, price groups and ship-tos; a ship-to of a named customer the file leaves out is retired (orders name
 * it); customers the file does not name stay as they are.
 */
export const CUSTOMER_FEED: FeedLayout = {
  columns: CUSTOMER_COLUMNS,
  optional: OPTIONAL_CUSTOMER_COLUMNS,
  prepare(rows) {
    const feed = customerFeedOf(rows);
    return {
      refused: feed.refused,
      rowsToApply: () => feed.shipTos.length,
      // Nothing in the database contradicts a customer: the ERP is where they are made.
      async against() {},
      async apply(tx, now) {
        const customers = [...feed.customers.values()];
        for (let start = 0; start < customers.length; start += BATCH) {
          const batch = customers.slice(start, start + BATCH);
          const numbers = batch.map((customer) => customer.record.customer_number);
          await tx
            .insertInto("customers")
            .values(batch.map((customer) => ({ ...customer.record, updated_at: now })))
            .onConflict((conflict) =>
              conflict
                .column("customer_number")
                .doUpdateSet(
                  fromProposedRow("customers", [
                    "legal_name",
                    "operating_name",
                    "gst_hst_number",
                    "qst_number",
                    "pst_number",
                    "terms",
                    "credit_limit_cents",
                    "open_balance_cents",
                    "document_language",
                    "status",
                    "po_required",
                    "updated_at",
                  ]),
                ),
            )
            .execute();
          await tx.deleteFrom("customer_price_groups").where("customer_number", "in", numbers).execute();
          const groups = batch.flatMap((customer) =>
            customer.groups.map((group_code) => ({
              customer_number: customer.record.customer_number,
              group_code,
            })),
          );
          if (groups.length > 0) await tx.insertInto("customer_price_groups").values(groups).execute();
          await tx
            .updateTable("customer_ship_tos")
            .set({ status: "retired", updated_at: now })
            .where("customer_number", "in", numbers)
            .where("status", "=", "active")
            .execute();
        }
        for (let start = 0; start < feed.shipTos.length; start += BATCH)
          await tx
            .insertInto("customer_ship_tos")
            .values(
              feed.shipTos
                .slice(start, start + BATCH)
                .map((shipTo) => ({ ...shipTo.record, status: "active" as const, updated_at: now })),
            )
            .onConflict((conflict) =>
              conflict
                .columns(["customer_number", "code"])
                .doUpdateSet(
                  fromProposedRow("customer_ship_tos", [
                    "name",
                    "store_number",
                    "street",
                    "city",
                    "province",
                    "postal_code",
                    "status",
                    "updated_at",
                  ]),
                ),
            )
            .execute();
      },
    };
  },
};
