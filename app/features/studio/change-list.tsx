import { useTranslation } from "~/features/i18n";
import { DataTable } from "~/ui/data-table";
import { controlLabel } from "./field-labels";

/** One control whose value differs between two versions of an item. */
export interface Change {
  name: string;
  /** What the text is called, where the control's name does not say (a page's texts). */
  label?: string;
  before: string;
  after: string;
}

/**
 * What differs between two versions, a row per text: the other person's save against yours, or an earlier
 * revision against what is live. Paragraph breaks are kept, so a changed paragraph reads as it will show.
 */
export function ChangeList({
  caption,
  beforeHeading,
  afterHeading,
  changes,
}: {
  caption: string;
  beforeHeading: string;
  afterHeading: string;
  changes: readonly Change[];
}) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="mt-3 text-ink">{t("studio.changes.none")}</p>;
  return (
    <DataTable caption={caption} columns={[t("studio.changes.field"), beforeHeading, afterHeading]}>
      {changes.map((change) => (
        <tr key={change.name} className="align-top text-ink">
          <th scope="row" className="px-4 py-3 font-semibold">
            {change.label ?? controlLabel(t, change.name)}
          </th>
          <td className="px-4 py-3 whitespace-pre-wrap">
            <del className="bg-red-50 text-red-900 no-underline">{change.before}</del>
          </td>
          <td className="px-4 py-3 whitespace-pre-wrap">
            <ins className="bg-green-50 text-green-900 no-underline">{change.after}</ins>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
