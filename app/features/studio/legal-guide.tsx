import type { LegalFactName } from "@content/legal/markup";
import { useTranslation } from "~/features/i18n";
import { DataTable } from "~/ui/data-table";

/**
 * Above a legal page's texts: how they are written (paragraphs, lists, links, facts), which facts the page
 * must keep stating, and every fact with what it shows now, in a `<details>` the member opens when needed.
 */
export function LegalGuide({
  facts,
  required,
}: {
  facts: readonly { name: LegalFactName; value: string }[];
  required: readonly LegalFactName[];
}) {
  const { t } = useTranslation();
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-5" open>
      <summary className="cursor-pointer text-xl font-semibold text-ink">
        {t("studio.legal.guideHeading")}
      </summary>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
        <li>{t("studio.legal.paragraphs")}</li>
        <li>{t("studio.legal.lists")}</li>
        <li>{t("studio.legal.links")}</li>
        <li>{t("studio.legal.facts")}</li>
        {required.length > 0 ? (
          <li>{t("studio.legal.required", { facts: required.map((fact) => `{${fact}}`).join(", ") })}</li>
        ) : null}
        <li>{t("studio.legal.updated")}</li>
      </ul>
      <DataTable
        caption={t("studio.legal.factsCaption")}
        columns={[
          t("studio.legal.columns.fact"),
          t("studio.legal.columns.meaning"),
          t("studio.legal.columns.value"),
        ]}
      >
        {facts.map((fact) => (
          <tr key={fact.name} className="text-ink">
            <th scope="row" className="px-4 py-2 font-mono font-normal">{`{${fact.name}}`}</th>
            <td className="px-4 py-2">{t(`studio.legal.factNames.${fact.name}`)}</td>
            <td className="px-4 py-2 wrap-anywhere">{fact.value}</td>
          </tr>
        ))}
      </DataTable>
    </details>
  );
}
