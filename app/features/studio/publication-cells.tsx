import { useTranslation } from "~/features/i18n";

/** One publication as every history table lists it: when, by whom (or the site's own files), and its note. */
export function PublicationCells({ at, by, note }: { at: string; by: string | null; note: string }) {
  const { t } = useTranslation();
  return (
    <>
      <td className="px-4 py-3 whitespace-nowrap">{at}</td>
      <td className="px-4 py-3">{by ?? t("studio.list.fromFiles")}</td>
      <td className="px-4 py-3">{note}</td>
    </>
  );
}
