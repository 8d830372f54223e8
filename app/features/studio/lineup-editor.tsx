import { useTranslation } from "~/features/i18n";
import { DataTable } from "~/ui/data-table";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import { TableSection } from "~/ui/table-section";
import { PublicationCells } from "./publication-cells";
import { RetireForm } from "./retire-form";

/** A brand of the line-up as its page shows it, in the reader's language. */
interface LineupBrand {
  id: string;
  name: string;
}

/**
 * The brand line-up's editor: the brands the site lists in their order, which show in the grids and the logo
 * strip, and the retired ones with where their address leads. Every button is a form of its own posting to the
 * page, so each works without scripts, and each change is a publication.
 */
export function LineupEditor({
  listed,
  retired,
}: {
  listed: readonly (LineupBrand & { shown: boolean })[];
  retired: readonly (LineupBrand & { replacement?: string })[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <TableSection
        id="listed-brands"
        title={t("studio.lineup.listed")}
        columns={[
          t("studio.lineup.columns.position"),
          t("studio.lineup.columns.brand"),
          t("studio.lineup.columns.grids"),
        ]}
        actionColumn={t("studio.lineup.columns.actions")}
      >
        {listed.map((brand, index) => (
          <tr key={brand.id} className="text-ink">
            <td className="px-4 py-2 tabular-nums">{index + 1}</td>
            <th scope="row" className="px-4 py-2 font-semibold">
              {brand.name}
            </th>
            <td className="px-4 py-2">
              {brand.shown ? t("studio.lineup.shown") : t("studio.lineup.hidden")}
            </td>
            <td className="px-4 py-2">
              <Form method="post" className="flex flex-wrap gap-x-4 gap-y-1">
                <input type="hidden" name="brand" value={brand.id} />
                {(
                  [
                    ...(index > 0 ? (["moveUp"] as const) : []),
                    ...(index < listed.length - 1 ? (["moveDown"] as const) : []),
                    brand.shown ? "hide" : "show",
                  ] as const
                ).map((change) => (
                  <SubmitButton
                    key={change}
                    tone="inline"
                    name="intent"
                    value={change}
                    aria-label={t(`studio.lineup.${change}Label`, { name: brand.name })}
                  >
                    {t(`studio.lineup.${change}`)}
                  </SubmitButton>
                ))}
              </Form>
            </td>
          </tr>
        ))}
      </TableSection>
      {listed.length > 1 ? <RetireForm listed={listed} /> : null}
      <section aria-labelledby="retired-brands">
        <h2 id="retired-brands" className="text-xl font-semibold text-ink">
          {t("studio.lineup.retired")}
        </h2>
        {retired.length === 0 ? (
          <p className="mt-2 text-muted">{t("studio.lineup.noneRetired")}</p>
        ) : (
          <DataTable
            caption={t("studio.lineup.retired")}
            columns={[t("studio.lineup.columns.brand"), t("studio.lineup.columns.replacement")]}
            actionColumn={t("studio.lineup.columns.actions")}
          >
            {retired.map((brand) => (
              <tr key={brand.id} className="text-ink">
                <th scope="row" className="px-4 py-2 font-semibold">
                  {brand.name}
                </th>
                <td className="px-4 py-2">
                  {brand.replacement
                    ? t("studio.lineup.goesTo", { name: brand.replacement })
                    : t("studio.lineup.gone")}
                </td>
                <td className="px-4 py-2">
                  <Form method="post">
                    <input type="hidden" name="brand" value={brand.id} />
                    <SubmitButton
                      tone="inline"
                      name="intent"
                      value="restore"
                      aria-label={t("studio.lineup.restoreLabel", { name: brand.name })}
                    >
                      {t("studio.lineup.restore")}
                    </SubmitButton>
                  </Form>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}

/** The latest publications of the line-up, newest first. */
export function LineupHistory({
  history,
}: {
  history: readonly { number: number; at: string; by: string | null; note: string }[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {history.length > 0 ? (
        <TableSection
          id="lineup-history"
          title={t("studio.lineup.history")}
          columns={[
            t("studio.lineup.columns.published"),
            t("studio.lineup.columns.by"),
            t("studio.lineup.columns.note"),
          ]}
        >
          {history.map((revision) => (
            <tr key={revision.number} className="align-top text-ink">
              <PublicationCells at={revision.at} by={revision.by} note={revision.note} />
            </tr>
          ))}
        </TableSection>
      ) : null}
    </>
  );
}
