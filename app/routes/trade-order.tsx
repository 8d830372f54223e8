import { Fragment } from "react";
import { data } from "react-router";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { buyerSessionContext, TRADE_CATALOGUE_PATH, TRADE_ORDERS_PATH } from "~/features/ordering";
import { orderForCustomer, orderIdOf } from "~/features/ordering/index.server";
import { database } from "~/lib/database.server";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Link } from "~/ui/link";
import type { Route } from "./+types/trade-order";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** An order of the buyer's customer, as its confirmation shows it; any other number answers 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const session = context.get(buyerSessionContext);
  const t = serverT(context);
  const id = orderIdOf(params.orderNumber);
  const order =
    id === undefined
      ? undefined
      : await orderForCustomer(
          await database(),
          session.customer.number,
          id,
          context.get(languageContext),
          t,
        );
  if (!order)
    throw data(
      {
        seo: pageSeo(context, request, { title: t("trade.order.notFound"), description: "", noindex: true }),
        strings: stringsFor(context, ["trade.order"]),
      },
      { status: 404 },
    );
  return {
    seo: pageSeo(context, request, {
      title: t("trade.order.title", { number: order.number }),
      description: t("trade.order.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["trade.order", "trade.checkout.store"]),
    order,
  };
}

export default function TradeOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;
  const facts: [string, string][] = [
    [t("trade.order.placedOn"), order.placedAt],
    [t("trade.order.buyer"), order.buyer],
    [t("trade.order.po"), order.poNumber || t("trade.order.noPo")],
    [t("trade.order.terms"), order.terms],
    ...(order.requestedShipOn
      ? ([[t("trade.order.requestedShipOn"), order.requestedShipOn]] as [string, string][])
      : []),
    ...(order.cancelOn ? ([[t("trade.order.cancelOn"), order.cancelOn]] as [string, string][]) : []),
    ...(order.notes ? ([[t("trade.order.notes"), order.notes]] as [string, string][]) : []),
  ];
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">
        {t("trade.order.title", { number: order.number })}
      </h1>
      <p
        role="status"
        className={`rounded-lg border p-3 text-lg ${order.status === "credit_review" ? "border-amber-300 bg-amber-50 text-amber-950" : "border-green-300 bg-green-50 text-green-950"}`}
      >
        {t(order.status === "credit_review" ? "trade.order.creditReview" : "trade.order.placed", {
          number: order.number,
        })}
      </p>
      {order.promise ? <p className="text-ink">{order.promise}</p> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="text-ink">
          <h2 className="font-semibold">{t("trade.order.shipTo")}</h2>
          <address className="not-italic">
            <span className="block">{order.shipTo.name}</span>
            {order.shipTo.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </div>
      </div>
      <section
        aria-labelledby="order-lines"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways with no control in it takes the keyboard's focus itself, so arrow keys scroll it (WCAG 2.1.1).
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus:outline-2 focus:outline-offset-2 focus:outline-brand"
      >
        <table className="min-w-full border-collapse text-left text-sm">
          <caption id="order-lines" className="sr-only">
            {t("trade.order.caption", { number: order.number })}
          </caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t("trade.order.item")}
              </th>
              <th scope="col" className="px-3 py-2">
                {t("trade.order.size")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("trade.order.ordered")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("trade.order.shipping")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("trade.order.backordered")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("trade.order.price")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("trade.order.lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.line} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-normal">
                  {line.name}
                  <span className="block text-xs text-muted">{line.itemNumber}</span>
                </th>
                <td className="px-3 py-2">{line.size}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.shipping}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.backordered}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.price}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink">
        <dt>{t("trade.order.subtotal")}</dt>
        <dd className="text-right tabular-nums">{order.subtotal}</dd>
        {order.taxes.map((tax) => (
          <Fragment key={tax.label}>
            <dt>{tax.label}</dt>
            <dd className="text-right tabular-nums">{tax.amount}</dd>
          </Fragment>
        ))}
        <dt className="border-t border-slate-200 pt-2 font-bold">{t("trade.order.total")}</dt>
        <dd className="border-t border-slate-200 pt-2 text-right font-bold tabular-nums">{order.total}</dd>
      </dl>
      {order.registrations.length > 0 ? (
        <p className="text-sm text-muted">{order.registrations.join(" · ")}</p>
      ) : null}
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {/* A file, not a page: a plain link, which the router does not take over. */}
        <a
          href={`${TRADE_ORDERS_PATH}/${order.number}/confirmation.pdf`}
          download
          className="font-semibold text-brand underline underline-offset-2"
        >
          {t("trade.order.pdf.link")}
        </a>
        <Link to={TRADE_CATALOGUE_PATH} className="font-semibold text-brand underline underline-offset-2">
          {t("trade.order.continue")}
        </Link>
      </p>
    </article>
  );
}
