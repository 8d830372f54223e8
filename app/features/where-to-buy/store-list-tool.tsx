import { useId } from "react";
import { useLanguage, useTranslation } from "~/features/i18n";
import { numberFormat } from "~/lib/intl-formats";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { callToActionClass } from "~/ui/call-to-action";
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { TableSection } from "~/ui/table-section";
import {
  CHECKED_LIST_KEEP_HOURS,
  FRENCH_STORE_COLUMNS,
  STORE_COLUMNS,
  STORE_FILE_MAX_ROWS,
  STORE_LIST_EXPORT_PATH,
  STORE_LIST_PATH,
} from "./constants";
import type { FailedRow, FileProblem, RowProblem } from "./store";

/** A list as the tool shows it, its dates already written in the reader's language. */
export interface StoreListView {
  id: number;
  fileName: string;
  storeCount: number;
  createdBy: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
}

export type CheckedListView = StoreListView & { failed: FailedRow[]; expired: boolean };

/** One reason a row was left out, in the reader's words. */
function ProblemText({ problem }: { problem: RowProblem }) {
  const { t } = useTranslation();
  const column = t(`whereToBuy.tools.columns.${problem.column}`);
  switch (problem.problem) {
    case "missing":
    case "tooLong":
      return <>{t(`whereToBuy.tools.problems.${problem.problem}`, { column })}</>;
    case "repeated":
      return <>{t("whereToBuy.tools.problems.repeated", { line: problem.line })}</>;
    default:
      return <>{t(`whereToBuy.tools.problems.${problem.problem}`, { column, value: problem.value })}</>;
  }
}

/** Why a whole file was refused, in the reader's words. */
function refusalText(t: ReturnType<typeof useTranslation>["t"], refused: FileProblem): string {
  switch (refused.problem) {
    case "tooManyRows":
      return t("whereToBuy.tools.refused.tooManyRows", { rows: refused.rows, max: STORE_FILE_MAX_ROWS });
    case "missingColumns":
      return t("whereToBuy.tools.refused.missingColumns", { columns: refused.columns.join(", ") });
    default:
      return t(`whereToBuy.tools.refused.${refused.problem}`);
  }
}

/** A checked file's report: what is ready, each row left out and why, and the one step that puts it live. */
function CheckReport({ check }: { check: CheckedListView }) {
  const { t } = useTranslation();
  return (
    <Panel id="store-check" heading={t("whereToBuy.tools.check.heading", { file: check.fileName })}>
      <p className="mt-3 font-semibold text-ink">
        {t("whereToBuy.tools.check.ready", { count: check.storeCount })}{" "}
        {check.failed.length === 0 ? t("whereToBuy.tools.check.none") : null}
      </p>
      {check.failed.length > 0 ? (
        <>
          <p className="mt-4 text-ink">
            {t("whereToBuy.tools.check.failed", { count: check.failed.length })}
          </p>
          <ul className="mt-2 grid gap-2">
            {check.failed.map((row) => (
              <li key={row.line} className="rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-950">
                <span className="font-semibold">{t("whereToBuy.tools.check.line", { line: row.line })}</span>{" "}
                {row.problems.map((problem, index) => (
                  // A row's problems keep the order they were found in; none repeats.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
                  <span key={index}>
                    {index > 0 ? " " : null}
                    <ProblemText problem={problem} />
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {check.publishedAt ? (
        <p className="mt-6 font-semibold text-emerald-800">{t("whereToBuy.tools.check.published")}</p>
      ) : check.expired ? (
        <p className="mt-6 text-ink">
          {t("whereToBuy.tools.check.expired", { hours: CHECKED_LIST_KEEP_HOURS })}
        </p>
      ) : check.storeCount === 0 ? (
        <p className="mt-6 text-ink">{t("whereToBuy.tools.check.nothingToPublish")}</p>
      ) : (
        <Form method="post" action={STORE_LIST_PATH} className="mt-6">
          <input type="hidden" name="list" value={check.id} />
          <button type="submit" className={callToActionClass("px-6 py-2.5")}>
            {t("whereToBuy.tools.check.publish", { count: check.storeCount })}
          </button>
        </Form>
      )}
    </Panel>
  );
}

/**
 * The store list tool: the list visitors see, the import (check first, then put live), and the lists live
 * before. Plain forms, so it works the same without scripts.
 */
export function StoreListTool({
  live,
  history,
  check,
  refused,
  notPutLive,
  putLive,
}: {
  live: StoreListView | undefined;
  history: readonly StoreListView[];
  check: CheckedListView | undefined;
  refused: FileProblem | undefined;
  /** The list could not be put live (already live, empty, or checked too long ago). */
  notPutLive: boolean;
  /** The number of stores of the list just put live. */
  putLive: number | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fileId = useId();
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("whereToBuy.tools.heading")}</h1>
        <p className="mt-3 max-w-3xl text-muted">{t("whereToBuy.tools.intro")}</p>
      </header>
      {putLive !== undefined ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">
          {t("whereToBuy.tools.putLive", { count: putLive })}
        </p>
      ) : null}
      {notPutLive ? (
        <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 font-semibold text-amber-950">
          {t("whereToBuy.tools.notPutLive")}
        </p>
      ) : null}
      {check ? <CheckReport check={check} /> : null}
      <Panel id="store-list-live" heading={t("whereToBuy.tools.live.heading")}>
        {live ? (
          <>
            <p className="mt-3 text-ink">
              {t("whereToBuy.tools.live.summary", {
                count: live.storeCount,
                file: live.fileName,
                date: live.publishedAt ?? "",
              })}{" "}
              {live.createdBy === null
                ? t("whereToBuy.tools.live.sample")
                : t("whereToBuy.tools.live.by", { name: live.publishedBy ?? live.createdBy })}
            </p>
            <a
              href={STORE_LIST_EXPORT_PATH}
              download
              className="mt-4 inline-block font-semibold text-brand underline hover:text-brand-dark"
            >
              {t("whereToBuy.tools.live.download")}
            </a>
          </>
        ) : null}
      </Panel>
      <Panel id="store-list-import" heading={t("whereToBuy.tools.import.heading")}>
        <Form
          method="post"
          action={STORE_LIST_PATH}
          encType="multipart/form-data"
          className="mt-4 grid gap-4"
        >
          <Field
            id={fileId}
            label={t("whereToBuy.tools.import.file")}
            look="tool"
            hint={t("whereToBuy.tools.import.hint", {
              columns: (language === "fr" ? Object.keys(FRENCH_STORE_COLUMNS) : STORE_COLUMNS).join(", "),
              rows: numberFormat(LANGUAGE_LOCALES[language]).format(STORE_FILE_MAX_ROWS),
            })}
            error={refused ? refusalText(t, refused) : undefined}
            announceError
          >
            {(control) => <input {...control} type="file" name="file" accept=".csv,text/csv" required />}
          </Field>
          <button type="submit" className={callToActionClass("justify-self-start px-6 py-2.5")}>
            {t("whereToBuy.tools.import.submit")}
          </button>
        </Form>
      </Panel>
      {history.length > 0 ? (
        <TableSection
          id="store-list-history"
          title={t("whereToBuy.tools.history.heading")}
          columns={[
            t("whereToBuy.tools.history.file"),
            t("whereToBuy.tools.history.stores"),
            t("whereToBuy.tools.history.live"),
            t("whereToBuy.tools.history.by"),
          ]}
        >
          {history.map((list) => (
            <tr key={list.id}>
              <td className="px-4 py-3 text-ink">{list.fileName}</td>
              <td className="px-4 py-3 text-ink">{list.storeCount}</td>
              <td className="px-4 py-3 text-ink">{list.publishedAt}</td>
              <td className="px-4 py-3 text-ink">
                {list.createdBy === null ? t("whereToBuy.tools.history.sample") : list.publishedBy}
              </td>
            </tr>
          ))}
        </TableSection>
      ) : null}
    </div>
  );
}
