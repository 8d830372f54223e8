import { data } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  buyerSessionContext,
  QUICK_ORDER_MAX_LINES,
  quickOrderLines,
  TRADE_CART_PATH,
} from "~/features/ordering";
import { addQuickOrder, CART_FORM_LIMIT_BYTES } from "~/features/ordering/index.server";
import { database } from "~/lib/database.server";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Form, Link } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/trade-quick-order";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    seo: pageSeo(context, request, {
      title: t("trade.quickOrder.title"),
      description: t("trade.quickOrder.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["trade.quickOrder"]),
  };
}

/**
 * POST: the pasted lines, each found and added to the cart or reported (issue 51 §1). The box comes back
 * holding only the lines that were not added, for the buyer to mend.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const session = context.get(buyerSessionContext);
  const t = serverT(context);
  const form = await readStaffForm(request, CART_FORM_LIMIT_BYTES);
  const text = form.get("lines") ?? "";
  const lines = quickOrderLines(text);
  if (lines.length > QUICK_ORDER_MAX_LINES)
    return data(
      {
        report: [],
        summary: t("trade.quickOrder.tooManyLines", { count: QUICK_ORDER_MAX_LINES }),
        left: text,
        refused: true,
      },
      { status: 413 },
    );
  const outcomes = await addQuickOrder(
    await database(),
    { buyerId: session.buyer.id, customerNumber: session.customer.number },
    lines,
  );
  const report = outcomes.map((each) => {
    const { outcome } = each;
    const at = { line: each.line, text: each.text };
    if (outcome.status === "unreadable")
      return { ...at, added: false, sentence: t("trade.quickOrder.lineUnreadable", at) };
    if (outcome.status === "unknown" || !("item" in each))
      return { ...at, added: false, sentence: t("trade.quickOrder.lineUnknown", at) };
    const sku = { ...at, item: each.item, size: each.size };
    if (outcome.status === "added")
      return {
        ...at,
        added: true,
        sentence:
          outcome.quantity === outcome.asked
            ? t("trade.quickOrder.lineAdded", { ...sku, quantity: outcome.quantity })
            : t("trade.quickOrder.lineRounded", {
                ...sku,
                asked: outcome.asked,
                quantity: outcome.quantity,
                casePack: outcome.casePack,
              }),
      };
    return {
      ...at,
      added: false,
      sentence: t(
        outcome.status === "tooMany" ? "trade.quickOrder.lineTooMany" : "trade.quickOrder.lineNotOrderable",
        sku,
      ),
    };
  });
  const added = report.filter((line) => line.added).length;
  return data(
    {
      report,
      summary: t("trade.quickOrder.summary", { added, total: report.length }),
      left: report
        .filter((line) => !line.added)
        .map((line) => line.text)
        .join("\n"),
      refused: added === 0,
    },
    { status: lines.length > 0 && added === 0 ? 400 : 200 },
  );
}

export default function TradeQuickOrder({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <article className="flex max-w-3xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("trade.quickOrder.title")}</h1>
      <p className="text-ink">{t("trade.quickOrder.intro")}</p>
      {actionData ? (
        <section
          aria-labelledby="quick-order-report"
          role={actionData.refused ? "alert" : "status"}
          className={`rounded-lg border p-3 ${actionData.refused ? "border-red-300 bg-red-50 text-red-950" : "border-brand/40 bg-brand-light text-ink"}`}
        >
          <h2 id="quick-order-report" className="font-semibold">
            {actionData.summary}
          </h2>
          {actionData.report.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1">
              {actionData.report.map((line) => (
                <li key={line.line} className={line.added ? "" : "font-semibold"}>
                  {line.sentence}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-2">
            <Link to={TRADE_CART_PATH} className="font-semibold text-brand underline underline-offset-2">
              {t("trade.quickOrder.toCart")}
            </Link>
          </p>
        </section>
      ) : null}
      <Form method="post" className="flex flex-col gap-3" key={actionData?.summary ?? "new"}>
        <label htmlFor="lines" className="font-semibold text-ink">
          {t("trade.quickOrder.lines")}
        </label>
        <textarea
          id="lines"
          name="lines"
          rows={12}
          required
          spellCheck={false}
          autoComplete="off"
          defaultValue={actionData?.left ?? ""}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm"
        />
        <p>
          <SubmitButton>{t("trade.quickOrder.submit")}</SubmitButton>
        </p>
      </Form>
    </article>
  );
}
