import { data } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { type Translate, useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  buyerSessionContext,
  MAX_LINE_QUANTITY,
  SHORTAGE_CHOICES,
  TRADE_CATALOGUE_PATH,
  TRADE_CHECKOUT_PATH,
  TRADE_QUICK_ORDER_PATH,
  tradeFormats,
} from "~/features/ordering";
import {
  additionReport,
  addToCart,
  CART_FORM_LIMIT_BYTES,
  cartChanges,
  cartExpiry,
  cartIdleSince,
  cartLines,
  changeCartLines,
  cutoffTime,
  gridEntries,
  lineWords,
  shownCart,
} from "~/features/ordering/index.server";
import { config } from "~/lib/config.server";
import { type Database, database } from "~/lib/database.server";
import { languageContext } from "~/lib/language-context";
import type { Language } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { ButtonLink } from "~/ui/button-link";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/trade-cart";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

const ownerOf = (session: { buyer: { id: number }; customer: { number: string } }) => ({
  buyerId: session.buyer.id,
  customerNumber: session.customer.number,
});

export async function loader({ context, request }: Route.LoaderArgs) {
  const session = context.get(buyerSessionContext);
  const t = serverT(context);
  const db = await database();
  const lines = await cartLines(db, ownerOf(session));
  return {
    seo: pageSeo(context, request, {
      title: t("trade.cart.title"),
      description: t("trade.cart.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["trade.cart"]),
    cart: shownCart(lines, context.get(languageContext), t),
    promise: lines.some((line) => line.available > 0)
      ? t("trade.cart.promise", {
          time: cutoffTime(config().orderPromise.cutoff, context.get(languageContext)),
          hours: config().orderPromise.hours,
        })
      : null,
    expiry: await expiryNotice(db, session.buyer.id, context.get(languageContext), t),
  };
}

/**
 * The cart's coming expiry in a sentence, once it is within the notice (issue 51 §2); null before then, and
 * for an empty cart.
 */
async function expiryNotice(db: Database, buyerId: number, language: Language, t: Translate) {
  const since = await cartIdleSince(db, buyerId);
  if (since === undefined) return null;
  const days = config().cartIdleDays;
  const { noticeFrom, expiresAt } = cartExpiry(since, days);
  if (Date.now() < noticeFrom) return null;
  const at = tradeFormats(language).dayAt;
  return t("trade.cart.expiry.banner", { since: at(since), days, date: at(expiresAt) });
}

/**
 * POST: `intent=add` adds a size grid's quantities (`qty-{gtin}`, from a style's page); otherwise the cart's own
 * form changes quantities and shortage choices, or removes a line. Answers with the cart and what was done, in
 * sentences: whole case packs rounded up and entries refused are always said.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const session = context.get(buyerSessionContext);
  const t = serverT(context);
  const form = await readStaffForm(request, CART_FORM_LIMIT_BYTES);
  const db = await database();
  const owner = ownerOf(session);
  if (form.get("intent") === "add") {
    const { entries, bad } = gridEntries(form);
    if (bad) return data({ report: [t("trade.cart.report.badQuantity")], refused: true }, { status: 400 });
    if (entries.length === 0)
      return data({ report: [t("trade.cart.report.nothing")], refused: true }, { status: 400 });
    const outcomes = await addToCart(db, owner, entries);
    const lines = await cartLines(db, owner);
    const language = context.get(languageContext);
    const byGtin = new Map(lines.map((line) => [line.gtin, lineWords(line, language)]));
    return { report: additionReport(outcomes, (gtin) => byGtin.get(gtin), t), refused: false };
  }
  const { changes, bad } = cartChanges(form);
  if (bad) return data({ report: [t("trade.cart.report.badQuantity")], refused: true }, { status: 400 });
  const { rounded } = await changeCartLines(db, owner, changes);
  const report = [t(form.has("remove") ? "trade.cart.report.removed" : "trade.cart.report.updated")];
  const lines = new Map((await cartLines(db, owner)).map((line) => [line.gtin, line]));
  const language = context.get(languageContext);
  for (const each of rounded) {
    const line = lines.get(each.gtin);
    if (!line) continue;
    report.push(
      t("trade.cart.report.rounded", {
        ...lineWords(line, language),
        asked: each.asked,
        quantity: each.quantity,
        casePack: line.casePack,
      }),
    );
  }
  return { report, refused: false };
}

export default function TradeCart({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cart } = loaderData;
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("trade.cart.title")}</h1>
        <p className="flex gap-4">
          <Link to={TRADE_QUICK_ORDER_PATH} className="font-semibold text-brand underline underline-offset-2">
            {t("trade.cart.quickOrder")}
          </Link>
          <Link to={TRADE_CATALOGUE_PATH} className="font-semibold text-brand underline underline-offset-2">
            {t("trade.cart.browse")}
          </Link>
        </p>
      </header>
      {actionData ? (
        <div
          role={actionData.refused ? "alert" : "status"}
          className={`rounded-lg border p-3 ${actionData.refused ? "border-red-300 bg-red-50 text-red-950" : "border-brand/40 bg-brand-light text-ink"}`}
        >
          <ul className="flex flex-col gap-1">
            {actionData.report.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {cart.lines.length === 0 ? (
        <p className="text-lg text-ink">{t("trade.cart.empty")}</p>
      ) : (
        // Each line's remove button sends this form, not the cart's: Enter in a quantity updates the cart.
        <Form method="post" id="cart-remove" hidden />
      )}
      {cart.lines.length === 0 ? null : (
        <Form method="post" className="flex flex-col gap-4">
          <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="min-w-full border-collapse text-left text-sm">
              <caption className="sr-only">{t("trade.cart.caption")}</caption>
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("trade.cart.item")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("trade.cart.size")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("trade.cart.quantity")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t("trade.cart.available")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("trade.cart.price")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("trade.cart.lineTotal")}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <span className="sr-only">{t("trade.cart.remove")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cart.lines.map((line) => (
                  <tr key={line.gtin} className="border-t border-slate-200 align-top">
                    <th scope="row" className="px-3 py-2 font-normal">
                      <Link
                        to={`${TRADE_CATALOGUE_PATH}/${line.styleNumber}#item-${line.itemNumber}`}
                        className="font-semibold text-brand underline underline-offset-2"
                      >
                        {line.name}
                      </Link>
                      <span className="block text-xs text-muted">{line.itemNumber}</span>
                      {line.over > 0 ? (
                        <fieldset className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-amber-950">
                          <legend className="px-1 font-semibold">
                            {t("trade.cart.shortage.legend", {
                              available: line.available,
                              quantity: line.quantity,
                              rest: line.over,
                            })}
                          </legend>
                          {SHORTAGE_CHOICES.map((choice) => (
                            <label key={choice} className="flex items-start gap-2 py-0.5">
                              <input
                                type="radio"
                                name={`shortage-${line.gtin}`}
                                value={choice}
                                defaultChecked={line.shortage === choice}
                                className="mt-1"
                              />
                              <span>{t(`trade.cart.shortage.${choice}`)}</span>
                            </label>
                          ))}
                        </fieldset>
                      ) : null}
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">{line.size}</td>
                    <td className="px-3 py-2">
                      <input
                        type="number"
                        inputMode="numeric"
                        name={`qty-${line.gtin}`}
                        defaultValue={line.quantity}
                        min={0}
                        max={MAX_LINE_QUANTITY}
                        aria-label={t("trade.cart.quantityOf", { item: line.name, size: line.size })}
                        className="w-20 rounded-md border border-slate-400 px-2 py-1 tabular-nums"
                      />
                    </td>
                    <td className="px-3 py-2 tabular-nums">
                      {line.available}
                      {line.incoming ? (
                        <span className="block text-xs text-muted">{line.incoming}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {line.price ?? t("trade.cart.noPrice")}
                    </td>
                    <td className="px-3 py-2 text-right font-semibold tabular-nums">
                      {line.lineTotal ?? "–"}
                    </td>
                    <td className="px-3 py-2">
                      <SubmitButton
                        tone="inline"
                        form="cart-remove"
                        name="remove"
                        value={line.gtin}
                        aria-label={t("trade.cart.removeLine", { item: line.name, size: line.size })}
                      >
                        {t("trade.cart.remove")}
                      </SubmitButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <SubmitButton tone="secondary" name="intent" value="update">
              {t("trade.cart.update")}
            </SubmitButton>
            <p className="text-lg text-ink">
              {t("trade.cart.units", { count: cart.units })} · {t("trade.cart.subtotal")}{" "}
              <span className="font-bold tabular-nums">{cart.subtotal}</span>
            </p>
          </div>
          {loaderData.promise ? <p className="text-ink">{loaderData.promise}</p> : null}
          {loaderData.expiry ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              {loaderData.expiry}
            </p>
          ) : null}
          <p className="text-sm text-muted">{t("trade.cart.taxesLater")}</p>
          {cart.unchosen > 0 ? (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              {t("trade.cart.shortage.choose")}
            </p>
          ) : (
            <p>
              <ButtonLink to={TRADE_CHECKOUT_PATH} arrow className="px-6 py-3">
                {t("trade.cart.checkout")}
              </ButtonLink>
            </p>
          )}
        </Form>
      )}
    </article>
  );
}
