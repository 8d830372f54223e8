import { useTranslation } from "~/features/i18n";
import { Link } from "~/ui/link";

const link = "font-semibold text-brand underline underline-offset-2";

/**
 * One item on the studio's front page (a brand, a page): its name, its live revision (or `never`, for a page
 * still in the site's own words), whether a draft waits and whose it is, and its editor and history.
 */
export function ItemRow({
  name,
  live,
  never,
  draft,
  editor,
}: {
  name: string;
  live: { revision: number; at: string; by: string | null } | null;
  never: string;
  draft?: { by: string | null; at: string } | null;
  /** The item's editor; its history is the editor's address with `/history`. */
  editor: string;
}) {
  const { t } = useTranslation();
  return (
    <tr className="text-ink">
      <th scope="row" className="px-4 py-3 font-semibold">
        {name}
      </th>
      <td className="px-4 py-3">
        {live
          ? `${t("studio.list.revision", { number: live.revision })} · ${live.at} · ${live.by ?? t("studio.list.fromFiles")}`
          : never}
      </td>
      <td className="px-4 py-3">
        {draft ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
            {t("studio.list.draftBy", { name: draft.by ?? "—", when: draft.at })}
          </span>
        ) : (
          <span className="text-muted">{t("studio.list.noDraft")}</span>
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">
        <Link to={editor} className={link} aria-label={t("studio.list.editLabel", { name })}>
          {t("studio.list.edit")}
        </Link>{" "}
        ·{" "}
        <Link to={`${editor}/history`} className={link} aria-label={t("studio.list.historyLabel", { name })}>
          {t("studio.list.history")}
        </Link>
      </td>
    </tr>
  );
}
