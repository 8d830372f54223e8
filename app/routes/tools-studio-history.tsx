import { data } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  BackLink,
  ChangeList,
  changedValues,
  PUBLICATION_NOTE_MAX_LENGTH,
  STUDIO_BRANDS_PATH,
  UnknownBrand,
} from "~/features/studio";
import {
  brandEdit,
  brandHistory,
  brandRevision,
  rollBackBrand,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { ActionAnswer } from "~/ui/action-answer";
import { DataTable } from "~/ui/data-table";
import { Form, Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/tools-studio-history";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** A revision number as the address gives it: digits only, or nothing. */
function revisionNumber(value: string | null): number | undefined {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const t = serverT(context);
  const language = context.get(languageContext);
  const when = (at: number) => formatCompanyTime(at, LANGUAGE_LOCALES[language]);
  const strings = stringsFor(context, ["studio"]);
  const edit = await brandEdit(params.brandId);
  if (!edit) {
    const seo = studioSeo(context, request, t("studio.editor.unknown"));
    return data({ seo, strings, brand: null }, { status: 404 });
  }
  const name = edit.current.published.brand[language].name;
  const compare = revisionNumber(new URL(request.url).searchParams.get("compare"));
  const earlier =
    compare === undefined || compare === edit.revision
      ? undefined
      : await brandRevision(params.brandId, compare);
  return {
    seo: studioSeo(context, request, t("studio.history.title", { name })),
    strings,
    brand: {
      id: params.brandId,
      name,
      live: edit.revision,
      revisions: (await brandHistory(params.brandId)).map((revision) => ({
        ...revision,
        at: when(revision.at),
      })),
      compared: earlier &&
        edit.live &&
        compare !== undefined && {
          number: compare,
          changes: changedValues(earlier, edit.live.published),
        },
    },
  };
}

/** Rolls the brand back to an earlier revision: a publication of its own, with the member's note. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await readStaffForm(request);
  const to = revisionNumber(form.get("revision"));
  if (form.get("intent") !== "rollback" || to === undefined) {
    return data({ outcome: "unknown" as const }, { status: 404 });
  }
  const note = (form.get("note") ?? "").trim().slice(0, PUBLICATION_NOTE_MAX_LENGTH);
  const outcome = await rollBackBrand(context, params.brandId, to, note);
  return data(
    { outcome, to },
    { status: outcome === "rolledBack" ? 200 : outcome === "unknown" ? 404 : 409 },
  );
}

/** A brand's publications, newest first; any one compared with what is live, and rolled back to. */
export default function StudioHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand } = loaderData;
  const back = (
    <BackLink to={brand ? `${STUDIO_BRANDS_PATH}/${brand.id}` : STUDIO_PATH}>
      {t("studio.history.back")}
    </BackLink>
  );
  if (!brand) return <UnknownBrand back={back} />;
  const { compared } = brand;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      {back}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">
          {t("studio.history.heading", { name: brand.name })}
        </h1>
        <p className="mt-1 text-muted">{t("studio.history.intro")}</p>
      </div>
      {actionData ? (
        <ActionAnswer
          role={actionData.outcome === "rolledBack" ? "status" : "alert"}
          text={
            actionData.outcome === "unknown"
              ? t("studio.history.unknown")
              : t(`studio.history.${actionData.outcome}`, { number: actionData.to })
          }
        />
      ) : null}
      <DataTable
        caption={t("studio.history.heading", { name: brand.name })}
        columns={[
          t("studio.history.columns.revision"),
          t("studio.history.columns.published"),
          t("studio.history.columns.by"),
          t("studio.history.columns.note"),
        ]}
        actionColumn={t("studio.history.columns.actions")}
      >
        {brand.revisions.map((revision) => (
          <tr key={revision.number} className="align-top text-ink">
            <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
              {revision.number === brand.live
                ? t("studio.history.liveRevision", { number: revision.number })
                : t("studio.list.revision", { number: revision.number })}
            </th>
            <td className="px-4 py-3 whitespace-nowrap">{revision.at}</td>
            <td className="px-4 py-3">{revision.by ?? t("studio.list.fromFiles")}</td>
            <td className="px-4 py-3">{revision.note}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              {revision.number === brand.live ? null : (
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
