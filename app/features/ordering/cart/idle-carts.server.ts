import { storeStaffMail } from "~/features/contact/index.server";
import { siteT } from "~/features/i18n/index.server";
import { config } from "~/lib/config.server";
import type { Database } from "~/lib/database.server";
import { htmlAttribute, htmlText } from "~/lib/escape";
import { LANGUAGES, type Language } from "~/lib/languages";
import { TRADE_CART_PATH } from "../buyers/constants";
import { tradeFormats } from "../catalogue/trade-formats";

/** How many days before an idle cart is emptied its buyer is told, by e-mail and on the cart's page. */
export const CART_EXPIRY_NOTICE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * When a cart whose last change was at `idleSince` (ms) is emptied, after `idleDays` without one, and from
 * when its buyer is told: `CART_EXPIRY_NOTICE_DAYS` before, or a day after the change for a shorter idle time.
 */
export function cartExpiry(idleSince: number, idleDays: number): { noticeFrom: number; expiresAt: number } {
  const expiresAt = idleSince + idleDays * DAY_MS;
  return { expiresAt, noticeFrom: expiresAt - noticeDays(idleDays) * DAY_MS };
}

/** How many days ahead an expiry is told: a week, or less for carts kept less than eight days. */
const noticeDays = (idleDays: number) => Math.min(CART_EXPIRY_NOTICE_DAYS, Math.max(0, idleDays - 1));

/** A buyer's cart's last change, in ms; undefined for an empty cart. */
export async function cartIdleSince(database: Database, buyerId: number): Promise<number | undefined> {
  const row = await database.db
    .selectFrom("cart_lines")
    .select((select) => select.fn.max("updated_at").as("since"))
    .where("buyer_id", "=", buyerId)
    .executeTakeFirst();
  return row?.since === null || row?.since === undefined ? undefined : Number(row.since);
}

/** A cart's coming expiry as its buyer is told it. */
export interface CartNotice {
  email: string;
  name: string;
  language: Language;
  lines: number;
  idleSince: number;
  expiresAt: number;
}

/** The notice's e-mail, through the outbox: the buyer's language first, then the other. */
export async function mailCartNotice(notice: CartNotice, idleDays: number): Promise<void> {
  const link = new URL(TRADE_CART_PATH, config().publicSiteOrigin).href;
  const parts = [notice.language, ...LANGUAGES.filter((other) => other !== notice.language)].map(
    (language) => {
      const t = siteT(language);
      const at = tradeFormats(language).dayAt;
      return {
        language,
        subject: t("trade.cart.expiry.subject", { date: at(notice.expiresAt) }),
        greeting: t("trade.order.mail.greeting", { name: notice.name }),
        body: t("trade.cart.expiry.mail", {
          count: notice.lines,
          since: at(notice.idleSince),
          days: idleDays,
          date: at(notice.expiresAt),
        }),
        view: t("trade.cart.expiry.view"),
        why: t("trade.cart.expiry.why"),
      };
    },
  );
  const text = parts
    .map((part) => [part.greeting, "", part.body, "", `${part.view}: ${link}`, "", part.why].join("\n"))
    .join("\n\n———\n\n");
  const html = `<!doctype html><html lang="${notice.language}"><body style="font-family:Arial,sans-serif;color:#141a2b">
${parts
  .map(
    (part) => `<div lang="${part.language}">
<p>${htmlText(part.greeting)}</p>
<p>${htmlText(part.body)}</p>
<p><a href="${htmlAttribute(link)}" style="color:#243f89"><strong>${htmlText(part.view)}</strong></a></p>
<p style="color:#525a6e">${htmlText(part.why)}</p>
</div>`,
  )
  .join('\n<hr style="border:0;border-top:1px solid #cbd5e1">\n')}
</body></html>`;
  await storeStaffMail(notice.email, {
    subject: parts.map((part) => part.subject).join(" / "),
    text: `${text}\n`,
    html,
    language: notice.language,
  });
}

/**
 * Idle carts' upkeep (issue 51 §2, decision 340): a cart no one changed for `idleDays` is emptied; one within
 * `CART_EXPIRY_NOTICE_DAYS` of that is to be noticed to its buyer (an active one), once per idle spell.
 * Decided in one exclusive transaction, so two instances never notice a cart twice; the notices due are
 * returned, for their mails to be stored after it (`mailCartNotice`).
 */
export function idleCartsDue(
  database: Database,
  now: number,
  idleDays: number,
): Promise<{ notices: CartNotice[]; emptied: number }> {
  return database.exclusive("idle-carts", async (tx) => {
    const carts = await tx
      .selectFrom("cart_lines")
      .innerJoin("buyer_accounts", "buyer_accounts.id", "cart_lines.buyer_id")
      .leftJoin("cart_notices", "cart_notices.buyer_id", "cart_lines.buyer_id")
      .select((select) => [
        "cart_lines.buyer_id as buyerId",
        "buyer_accounts.email",
        "buyer_accounts.name",
        "buyer_accounts.language",
        "buyer_accounts.state",
        "cart_notices.idle_since as noticedFor",
        select.fn.max("cart_lines.updated_at").as("idleSince"),
        select.fn.countAll().as("lines"),
      ])
      .groupBy([
        "cart_lines.buyer_id",
        "buyer_accounts.email",
        "buyer_accounts.name",
        "buyer_accounts.language",
        "buyer_accounts.state",
        "cart_notices.idle_since",
      ])
      // Carts whose notice is due, or past: unchanged for the idle time less the notice.
      .having(
        (having) => having.fn.max("cart_lines.updated_at"),
        "<=",
        now - (idleDays - noticeDays(idleDays)) * DAY_MS,
      )
      .execute();
    const expired: number[] = [];
    const notices: CartNotice[] = [];
    for (const cart of carts) {
      const idleSince = Number(cart.idleSince);
      const { expiresAt, noticeFrom } = cartExpiry(idleSince, idleDays);
      if (now >= expiresAt) {
        expired.push(cart.buyerId);
        continue;
      }
      // Noticed before for this idle spell, or not yet due.
      if (now < noticeFrom || Number(cart.noticedFor ?? -1) === idleSince) continue;
      await tx
        .insertInto("cart_notices")
        .values({ buyer_id: cart.buyerId, idle_since: idleSince, noticed_at: now })
        .onConflict((conflict) =>
          conflict.column("buyer_id").doUpdateSet({ idle_since: idleSince, noticed_at: now }),
        )
        .execute();
      if (cart.state === "active")
        notices.push({
          email: cart.email,
          name: cart.name,
          language: cart.language,
          lines: Number(cart.lines),
          idleSince,
          expiresAt,
        });
    }
    if (expired.length > 0) {
      // Only lines as old as the expiry: one changed meanwhile keeps its cart.
      await tx
        .deleteFrom("cart_lines")
        .where("buyer_id", "in", expired)
        .where("updated_at", "<=", now - idleDays * DAY_MS)
        .execute();
      await tx.deleteFrom("cart_notices").where("buyer_id", "in", expired).execute();
    }
    return { notices, emptied: expired.length };
  });
}
