import type { ReactNode } from "react";
import { useTranslation } from "~/features/i18n";
import { ActionAnswer } from "~/ui/action-answer";
import { DataTable } from "~/ui/data-table";
import { Form, Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { type Change, ChangeList } from "./change-list";
import { PUBLICATION_NOTE_MAX_LENGTH } from "./constants";
import { PublicationCells } from "./publication-cells";

/** What a rollback came to, as its page says it. */
export interface RollbackOutcome {
  outcome: "rolledBack" | "unknown" | "frenchGaps";
  to?: number;
}

/**
 * An item's publications, newest first (`heading` names the item, `intro` says what they are of): any one compared with what is live
 * (`compared`, with the texts that differ), and rolled back to, which is a publication of its own.
 */
export function RevisionHistory({
  back,
  heading,
  intro,
  live,
  revisions,
  compared,
  outcome,
}: {
  back: ReactNode;
  heading: string;
  intro: string;
  live: number;
  /** Each publication: its number, its note, who published it (none for the site's first words) and when. */
  revisions: readonly { number: number; note: string; by: string | null; at: string }[];
  compared?: { number: number; changes: readonly Change[] } | false;
  outcome?: RollbackOutcome;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      {back}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{heading}</h1>
        <p className="mt-1 text-muted">{intro}</p>
      </div>
      {outcome ? (
        <ActionAnswer
          role={outcome.outcome === "rolledBack" ? "status" : "alert"}
          text={
            outcome.outcome === "unknown"
              ? t("studio.history.unknown")
              : t(`studio.history.${outcome.outcome}`, { number: outcome.to ?? 0 })
          }
        />
      ) : null}
      <DataTable
        caption={heading}
        columns={[
          t("studio.history.columns.revision"),
          t("studio.history.columns.published"),
          t("studio.history.columns.by"),
          t("studio.history.columns.note"),
        ]}
        actionColumn={t("studio.history.columns.actions")}
      >
        {revisions.map((revision) => (
          <tr key={revision.number} className="align-top text-ink">
            <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
              {revision.number === live
                ? t("studio.history.liveRevision", { number: revision.number })
                : t("studio.list.revision", { number: revision.number })}
            </th>
            <PublicationCells at={revision.at} by={revision.by} note={revision.note} />
            <td className="px-4 py-3 whitespace-nowrap">
              {revision.number === live ? null : (
                <Link
                  to={`?compare=${revision.number}`}
                  className="font-semibold text-brand underline underline-offset-2"
                  aria-label={t("studio.history.compareLabel", { number: revision.number })}
                >
                  {t("studio.history.compare")}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {compared ? (
        <Panel id="compared" heading={t("studio.history.comparedHeading", { number: compared.number })}>
          <ChangeList
            caption={t("studio.history.comparedHeading", { number: compared.number })}
            beforeHeading={t("studio.list.revision", { number: compared.number })}
            afterHeading={t("studio.history.liveNow")}
            changes={compared.changes}
          />
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="rollback" />
            <input type="hidden" name="revision" value={compared.number} />
            <div className="min-w-64 flex-1">
              <label htmlFor="rollback-note" className="text-sm font-semibold text-ink">
                {t("studio.editor.note")}
              </label>
              <input
                id="rollback-note"
                name="note"
                type="text"
                maxLength={PUBLICATION_NOTE_MAX_LENGTH}
                defaultValue={t("studio.history.defaultNote", { number: compared.number })}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink focus:border-brand focus:ring-2 focus:ring-brand/30 focus:outline-none"
              />
            </div>
            <SubmitButton tone="danger" busyLabel={t("studio.history.rollingBack")}>
              {t("studio.history.rollBack", { number: compared.number })}
            </SubmitButton>
          </Form>
        </Panel>
      ) : null}
    </div>
  );
}
