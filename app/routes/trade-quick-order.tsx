import { data } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  buyerSessionContext,
  pastedRows,
  QUICK_ORDER_FILE_TYPES,
  QUICK_ORDER_MAX_LINES,
  type QuickOrderRow,
  quickOrderRows,
  TRADE_CART_PATH,
} from "~/features/ordering";
import {
  addQuickOrder,
  CART_FORM_LIMIT_BYTES,
  QUICK_ORDER_UPLOAD_LIMIT_BYTES,
  quickOrderFileRows,
} from "~/features/ordering/index.server";
import { database } from "~/lib/database.server";
import { mediaType, readMultipartForm } from "~/lib/request-body.server";
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
 * What the form sent: the paste box's lines, then the rows of the file chosen with them (a form with a file
 * input comes as multipart, sent with or without a file); or why the file cannot be read.
 */
async function sentRows(
  request: Request,
): Promise<
  { rows: QuickOrderRow[]; text: string } | { problem: "fileUnreadable" | "fileTooLarge"; text: string }
> {
  if (mediaType(request) !== "multipart/form-data") {
    const text = (await readStaffForm(request, CART_FORM_LIMIT_BYTES)).get("lines") ?? "";
    return { rows: pastedRows(text), text };
  }
  const form = await readMultipartForm(request, QUICK_ORDER_UPLOAD_LIMIT_BYTES);
  if (form === "tooLarge") return { problem: "fileTooLarge", text: "" };
  if (form === "unreadable") return { problem: "fileUnreadable", text: "" };
  const lines = form.get("lines");
  const text = typeof lines === "string" ? lines : "";
  const file = form.get("file");
  // A browser sends the file input empty when no file was chosen.
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    return { rows: pastedRows(text), text };
  const fileRows = await quickOrderFileRows(new Uint8Array(await file.arrayBuffer()), file.name);
  if (typeof fileRows === "string")
    return { problem: fileRows === "tooLarge" ? "fileTooLarge" : "fileUnreadable", text };
  return { rows: [...pastedRows(text), ...fileRows], text };
}

/**
 * POST: the pasted lines and an uploaded sheet's rows, each found and added to the cart or reported (issue 51
 * §1). The box comes back holding only the lines that were not added, for the buyer to mend.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const session = context.get(buyerSessionContext);
  const t = serverT(context);
  const sent = await sentRows(request);
  const refusal = (summary: string, status: number) =>
    data({ report: [], summary, left: sent.text, refused: true }, { status });
  if ("problem" in sent)
    return refusal(t(`trade.quickOrder.${sent.problem}`), sent.problem === "fileTooLarge" ? 413 : 400);
  const lines = quickOrderRows(sent.rows);
  if (lines.length > QUICK_ORDER_MAX_LINES)
    return refusal(t("trade.quickOrder.tooManyLines", { count: QUICK_ORDER_MAX_LINES }), 413);
  if (lines.length === 0) return refusal(t("trade.quickOrder.nothingSent"), 400);
  const outcomes = await addQuickOrder(
    await database(),
    { buyerId: session.buyer.id, customerNumber: session.customer.number },
    lines,
  );
  const report = outcomes.map((each, index) => {
    const { outcome } = each;
    // A sheet's row is named with its file: "Line 12 of order.xlsx".
    const line =
      each.file === undefined
        ? String(each.line)
        : t("trade.quickOrder.rowOfFile", { row: each.line, file: each.file });
    const at = { key: index, line, text: each.text };
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
                <li key={line.key} className={line.added ? "" : "font-semibold"}>
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
      <Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-3"
        key={actionData?.summary ?? "new"}
      >
        <label htmlFor="lines" className="font-semibold text-ink">
          {t("trade.quickOrder.lines")}
        </label>
        <textarea
          id="lines"
          name="lines"
          rows={12}
          spellCheck={false}
          autoComplete="off"
          defaultValue={actionData?.left ?? ""}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm"
        />
        <label htmlFor="quick-order-file" className="font-semibold text-ink">
          {t("trade.quickOrder.file")}
        </label>
        <p id="quick-order-file-hint" className="-mt-2 text-sm text-ink">
          {t("trade.quickOrder.fileHint")}
        </p>
        <input
          id="quick-order-file"
          type="file"
          name="file"
          accept={QUICK_ORDER_FILE_TYPES}
          aria-describedby="quick-order-file-hint"
          className="text-ink"
        />
        <p>
          <SubmitButton>{t("trade.quickOrder.submit")}</SubmitButton>
        </p>
      </Form>
    </article>
  );
}
