import { useTranslation } from "~/features/i18n";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import { TableSection } from "~/ui/table-section";
import { PublicationCells } from "./publication-cells";

/** The facts' publications, newest first, each but the live one with its roll-back button. */
export function FactsHistory({
  live,
  history,
}: {
  /** The live revision's number. */
  live: number;
  history: readonly { number: number; at: string; by: string | null; note: string }[];
}) {
  const { t } = useTranslation();
  return (
    <TableSection
      id="publications"
      title={t("studio.company.history")}
      columns={[
        t("studio.company.columns.revision"),
        t("studio.company.columns.published"),
        t("studio.company.columns.by"),
        t("studio.company.columns.note"),
      ]}
      actionColumn={t("studio.company.columns.actions")}
    >
      {history.map((revision) => (
        <tr key={revision.number} className="align-top text-ink">
          <th scope="row" className="px-4 py-3 font-semibold">
            {t("studio.list.revision", { number: revision.number })}
          </th>
          <PublicationCells at={revision.at} by={revision.by} note={revision.note} />
          <td className="px-4 py-3 whitespace-nowrap">
            {revision.number === live ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="rollback" />
                <input type="hidden" name="revision" value={revision.number} />
                <input
                  type="hidden"
                  name="note"
                  value={t("studio.company.rollBackNote", { number: revision.number })}
                />
                <SubmitButton tone="inline">
                  {t("studio.company.rollBack", { number: revision.number })}
                </SubmitButton>
              </Form>
            )}
          </td>
        </tr>
      ))}
    </TableSection>
  );
}
