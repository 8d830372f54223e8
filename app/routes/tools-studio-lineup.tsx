import { data } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT } from "~/features/i18n/index.server";
import { BackLink, PUBLICATION_NOTE_MAX_LENGTH } from "~/features/studio";
import {
  changeLineup,
  type LineupChange,
  lineupHistory,
  lineupView,
  publicationNote,
  studioLoaderStart,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { languageContext } from "~/lib/language-context";
import { seoMeta } from "~/lib/seo";
import { ActionAnswer } from "~/ui/action-answer";
import { DataTable } from "~/ui/data-table";
import { Field, Select } from "~/ui/field";
import { Form } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { TableSection } from "~/ui/table-section";
import type { Route } from "./+types/tools-studio-lineup";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The latest line-up publications the page lists. */
const HISTORY_SHOWN = 10;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { t, language, when, strings } = studioLoaderStart(context, ["studio.lineup", "studio.list"]);
  return {
    seo: studioSeo(context, request, t("studio.lineup.title")),
    strings,
    lineup: await lineupView(language),
    history: (await lineupHistory(HISTORY_SHOWN)).map((revision) => ({ ...revision, at: when(revision.at) })),
  };
}

const CHANGES = ["moveUp", "moveDown", "show", "hide", "retire", "restore"] as const;
type Change = (typeof CHANGES)[number];
const isChange = (value: unknown): value is Change => CHANGES.some((change) => change === value);

/** One change to the line-up, a publication of its own: its note says what changed unless the member wrote one. */
export async function action({ context, request }: Route.ActionArgs) {
  const t = serverT(context);
  const form = await readStaffForm(request);
  const intent = form.get("intent");
  const brand = form.get("brand") ?? "";
  const { listed, retired } = await lineupView(context.get(languageContext));
  const name = [...listed, ...retired].find((each) => each.id === brand)?.name;
  if (!isChange(intent) || name === undefined) {
    return data({ outcome: "unchanged" as const, name: brand }, { status: 404 });
  }
  const replacement = form.get("replacement") || undefined;
  const change: LineupChange =
    intent === "retire" ? { change: intent, brand, replacement } : { change: intent, brand };
  const written = publicationNote(form);
  const note = written || t(`studio.lineup.notes.${intent}`, { name });
  const outcome = await changeLineup(context, change, note);
  return data({ ...outcome, name }, { status: outcome.outcome === "changed" ? 200 : 409 });
}

/**
 * The brand line-up: the brands the site lists in their order, which show in the grids and the logo strip,
 * and the retired ones with where their address leads. Every button is a form of its own, so each works
 * without scripts, and each change is a publication.
 */
export default function StudioLineup({ loaderData: { lineup, history }, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listed, retired } = lineup;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <BackLink to={STUDIO_PATH}>{t("studio.lineup.back")}</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("studio.lineup.heading")}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t("studio.lineup.intro")}</p>
      </div>
      {actionData ? (
        <ActionAnswer
          role={actionData.outcome === "changed" ? "status" : "alert"}
          text={
            actionData.outcome === "changed"
              ? t("studio.lineup.outcomes.changed", { number: actionData.revision })
              : t(`studio.lineup.outcomes.${actionData.outcome}`, { name: actionData.name })
          }
        />
      ) : null}
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
                {index > 0 ? (
                  <SubmitButton
                    tone="inline"
                    name="intent"
                    value="moveUp"
                    aria-label={t("studio.lineup.moveUpLabel", { name: brand.name })}
                  >
                    {t("studio.lineup.moveUp")}
                  </SubmitButton>
                ) : null}
                {index < listed.length - 1 ? (
                  <SubmitButton
                    tone="inline"
                    name="intent"
                    value="moveDown"
                    aria-label={t("studio.lineup.moveDownLabel", { name: brand.name })}
                  >
                    {t("studio.lineup.moveDown")}
                  </SubmitButton>
                ) : null}
                <SubmitButton
                  tone="inline"
                  name="intent"
                  value={brand.shown ? "hide" : "show"}
                  aria-label={t(brand.shown ? "studio.lineup.hideLabel" : "studio.lineup.showLabel", {
                    name: brand.name,
                  })}
                >
                  {t(brand.shown ? "studio.lineup.hide" : "studio.lineup.show")}
                </SubmitButton>
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
              <td className="px-4 py-2 whitespace-nowrap">{revision.at}</td>
              <td className="px-4 py-2">{revision.by ?? t("studio.list.fromFiles")}</td>
              <td className="px-4 py-2">{revision.note}</td>
            </tr>
          ))}
        </TableSection>
      ) : null}
    </div>
  );
}

/** Retiring a brand: which one, where its visitors go from now on, and a note for the history. */
function RetireForm({ listed }: { listed: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  return (
    <Panel id="retire-brand" heading={t("studio.lineup.retireHeading")}>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t("studio.lineup.retireIntro")}</p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="retire" />
        <Select
          id="retire-brand-choice"
          name="brand"
          look="tool"
          label={t("studio.lineup.retireBrand")}
          required
        >
          {listed.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </Select>
        <Select id="retire-replacement" name="replacement" look="tool" label={t("studio.lineup.replacement")}>
          <option value="">{t("studio.lineup.noReplacement")}</option>
          {listed.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </Select>
        <Field id="retire-note" look="tool" label={t("studio.lineup.note")} className="sm:col-span-2">
          {(control) => (
            <input {...control} name="note" type="text" maxLength={PUBLICATION_NOTE_MAX_LENGTH} />
          )}
        </Field>
        <div className="sm:col-span-2">
          <SubmitButton tone="danger" busyLabel={t("studio.lineup.retiring")}>
            {t("studio.lineup.retire")}
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
