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

/**
 * What the other person saved while this member was editing (a conflict): their name and when, `help` on what
 * to do now, and each changed text, theirs against what this member sent.
 */
export function TheirChanges({
  theirs,
  help,
}: {
  theirs: { by: string | null; at: string; changes: readonly Change[] };
  help: string;
}) {
  const { t } = useTranslation();
  const title = t("studio.editor.theirChanges", { name: theirs.by ?? "—", when: theirs.at });
  return (
    <section aria-labelledby="their-changes">
      <h2 id="their-changes" className="text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{help}</p>
      <ChangeList
        caption={title}
        beforeHeading={t("studio.changes.theirs")}
        afterHeading={t("studio.changes.yours")}
        changes={theirs.changes}
      />
    </section>
  );
}
