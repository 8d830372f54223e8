import { randomUUID } from "node:crypto";
import { Fragment } from "react";
import { data, redirect } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  buyerSessionContext,
  checkoutSchema,
  ORDER_NOTES_MAX,
  PO_NUMBER_MAX,
  TRADE_CART_PATH,
  TRADE_ORDERS_PATH,
} from "~/features/ordering";
import {
  CART_FORM_LIMIT_BYTES,
  cartLines,
  checkoutSummary,
  mailOrderConfirmation,
  orderNumberOf,
  placeOrder,
  poNumberUsed,
} from "~/features/ordering/index.server";
import { database } from "~/lib/database.server";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/trade-checkout";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** What the buyer typed, given back with the page so nothing is lost to a refusal or a review. */
interface Typed {
  shipTo: string;
  poNumber: string;
  requestedShipOn: string;
  cancelOn: string;
  notes: string;
}

const EMPTY: Typed = { shipTo: "", poNumber: "", requestedShipOn: "", cancelOn: "", notes: "" };

async function page(context: Route.LoaderArgs["context"], request: Request, typed: Typed) {
  const session = context.get(buyerSessionContext);
  const t = serverT(context);
  const db = await database();
  const lines = await cartLines(db, { buyerId: session.buyer.id, customerNumber: session.customer.number });
  if (lines.length === 0) throw redirect(TRADE_CART_PATH, 303);
  const summary = await checkoutSummary(
    db,
    session.customer.number,
    lines,
    typed.shipTo || null,
    context.get(languageContext),
    t,
  );
  return {
    seo: pageSeo(context, request, {
      title: t("trade.checkout.title"),
      description: t("trade.checkout.description"),
      noindex: true,
    }),
    strings: stringsFor(context, [
      "trade.checkout",
      "trade.order.taxes",
      "trade.order.taxLine",
      "trade.cart.units_one",
      "trade.cart.units_other",
    ]),
    summary,
    typed: { ...typed, shipTo: summary.shipTo },
    // A new key for each page shown: this form, sent again, finds the order it placed.
    key: randomUUID(),
    // Only a PO number the form would take is looked up: what it refuses is no earlier order's.
    poUsed:
      checkoutSchema.shape.poNumber.safeParse(typed.poNumber).success &&
      (await poNumberUsed(db, session.customer.number, typed.poNumber.trim())),
  };
}

export function loader({ context, request }: Route.LoaderArgs) {
  return page(context, request, EMPTY);
}

type Problem =
  | "empty"
  | "unknownShipTo"
  | "poRequired"
  | "poNumber"
  | "date"
  | "cancelBeforeShip"
  | "notes"
  | "cartChanged"
  | "unpriced"
  | "short";

/**
 * POST: `intent=review` shows the page again with the taxes of the chosen door (the page without scripts has no
 * other way to follow a change of door); otherwise the order is placed and the buyer sent to its confirmation,
 * or the page comes back with what they typed and why not.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const session = context.get(buyerSessionContext);
  const form = await readStaffForm(request, CART_FORM_LIMIT_BYTES);
  const typed: Typed = {
    shipTo: form.get("shipTo") ?? "",
    poNumber: form.get("poNumber") ?? "",
    requestedShipOn: form.get("requestedShipOn") ?? "",
    cancelOn: form.get("cancelOn") ?? "",
    notes: form.get("notes") ?? "",
  };
  const again = async (problem: Problem | null, status: number) =>
    data({ ...(await page(context, request, typed)), problem }, { status });
  if (form.get("intent") === "review") return again(null, 200);
  const parsed = checkoutSchema.safeParse({ ...typed, key: form.get("key") ?? "" });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "");
    const problem: Problem =
      issue?.message === "cancelBeforeShip"
        ? "cancelBeforeShip"
        : field === "requestedShipOn" || field === "cancelOn"
          ? "date"
          : field === "notes"
            ? "notes"
            : field === "shipTo"
              ? "unknownShipTo"
              : field === "poNumber"
                ? "poNumber"
                : "cartChanged";
    return again(problem, 400);
  }
  const outcome = await placeOrder(
    await database(),
    { buyerId: session.buyer.id, customerNumber: session.customer.number },
    {
      shipTo: parsed.data.shipTo,
      poNumber: parsed.data.poNumber,
      requestedShipOn: parsed.data.requestedShipOn || null,
      cancelOn: parsed.data.cancelOn || null,
      notes: parsed.data.notes,
      key: parsed.data.key,
    },
  );
  if (outcome.status === "placed") {
    if (!outcome.again) await mailOrderConfirmation(await database(), outcome.orderId);
    throw redirect(`${TRADE_ORDERS_PATH}/${orderNumberOf(outcome.orderId)}`, 303);
  }
  if (outcome.status === "refused" && outcome.reason === "empty") throw redirect(TRADE_CART_PATH, 303);
  const problem: Problem = outcome.status === "refused" ? outcome.reason : outcome.status;
  return again(problem, 409);
}

const FIELD = "w-full rounded-md border border-slate-400 bg-white px-3 py-2";

export default function TradeCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { summary, typed, key, poUsed } = actionData ?? loaderData;
  const problem = actionData && "problem" in actionData ? actionData.problem : null;
  const errorOf = (...problems: Problem[]) =>
    problem && problems.includes(problem) ? t(`trade.checkout.errors.${problem}`) : undefined;
  const poError = errorOf("poRequired", "poNumber");
  const dateError = errorOf("date", "cancelBeforeShip");
  const notesError = errorOf("notes");
  const pageError = errorOf("cartChanged", "unpriced", "short", "unknownShipTo");
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("trade.checkout.title")}</h1>
      {pageError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
          {pageError}{" "}
          <Link to={TRADE_CART_PATH} className="font-semibold underline underline-offset-2">
            {t("trade.checkout.backToCart")}
          </Link>
        </p>
      ) : null}
      <Form method="post" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" key={key}>
        <input type="hidden" name="key" value={key} />
        <div className="flex flex-col gap-5">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-lg font-semibold text-ink">{t("trade.checkout.shipTo")}</legend>
            {summary.doors.map((door) => (
              <label
                key={door.code}
                className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <input
                  type="radio"
                  name="shipTo"
                  value={door.code}
                  defaultChecked={door.code === typed.shipTo}
                  className="mt-1"
                />
                <span>
                  <span className="block font-semibold text-ink">{door.name}</span>
                  <span className="block text-sm text-muted">{door.address}</span>
                </span>
              </label>
            ))}
            <p>
              <SubmitButton tone="secondary" name="intent" value="review">
                {t("trade.checkout.review")}
              </SubmitButton>
            </p>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor="poNumber" className="font-semibold text-ink">
              {t("trade.checkout.poNumber")}
            </label>
            {summary.poRequired ? (
              <p className="text-sm text-muted">{t("trade.checkout.poRequiredHint")}</p>
            ) : null}
            <input
              id="poNumber"
              name="poNumber"
              defaultValue={typed.poNumber}
              maxLength={PO_NUMBER_MAX}
              required={summary.poRequired}
              autoComplete="off"
              aria-invalid={poError ? true : undefined}
              aria-describedby={poError ? "poNumber-error" : undefined}
              className={FIELD}
            />
            {poError ? (
              <p id="poNumber-error" className="text-sm font-semibold text-red-800">
                {poError}
              </p>
            ) : poUsed ? (
              <p role="status" className="text-sm text-amber-900">
                {t("trade.checkout.poUsed", { po: typed.poNumber })}
              </p>
            ) : null}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor="requestedShipOn" className="font-semibold text-ink">
                {t("trade.checkout.requestedShipOn")}
              </label>
              <input
                id="requestedShipOn"
                type="date"
                name="requestedShipOn"
                defaultValue={typed.requestedShipOn}
                className={FIELD}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="cancelOn" className="font-semibold text-ink">
                {t("trade.checkout.cancelOn")}
              </label>
              <input
                id="cancelOn"
                type="date"
                name="cancelOn"
                defaultValue={typed.cancelOn}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={dateError ? "dates-error" : undefined}
                className={FIELD}
              />
            </div>
            {dateError ? (
              <p id="dates-error" className="text-sm font-semibold text-red-800 sm:col-span-2">
                {dateError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="notes" className="font-semibold text-ink">
              {t("trade.checkout.notes")}
            </label>
            <textarea
              id="notes"
              name="notes"
              rows={3}
              maxLength={ORDER_NOTES_MAX}
              defaultValue={typed.notes}
              aria-invalid={notesError ? true : undefined}
              aria-describedby={notesError ? "notes-error" : undefined}
              className={FIELD}
            />
            {notesError ? (
              <p id="notes-error" className="text-sm font-semibold text-red-800">
                {notesError}
              </p>
            ) : null}
          </div>
        </div>
        <aside
          aria-labelledby="summary-heading"
          className="flex h-fit flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="summary-heading" className="text-lg font-semibold text-ink">
            {t("trade.checkout.summary")}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink">
            <dt>{t("trade.cart.units", { count: summary.units })}</dt>
            <dd className="text-right tabular-nums">{summary.subtotal}</dd>
            {summary.taxes.map((tax) => (
              <Fragment key={tax.label}>
                <dt>{tax.label}</dt>
                <dd className="text-right tabular-nums">{tax.amount}</dd>
              </Fragment>
            ))}
            <dt className="border-t border-slate-200 pt-2 font-bold">{t("trade.checkout.total")}</dt>
            <dd className="border-t border-slate-200 pt-2 text-right font-bold tabular-nums">
              {summary.total}
            </dd>
            <dt className="text-sm text-muted">{t("trade.checkout.terms")}</dt>
            <dd className="text-right text-sm text-muted">{summary.terms}</dd>
          </dl>
          <p className="text-sm text-muted">{t("trade.checkout.creditNote")}</p>
          <SubmitButton name="intent" value="place" busyLabel={t("trade.checkout.placing")}>
            {t("trade.checkout.place")}
          </SubmitButton>
          <Link
            to={TRADE_CART_PATH}
            className="text-center font-semibold text-brand underline underline-offset-2"
          >
            {t("trade.checkout.backToCart")}
          </Link>
        </aside>
      </Form>
    </article>
  );
}
