import { data } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  BackLink,
  ChangeList,
  copyLabels,
  PUBLICATION_NOTE_MAX_LENGTH,
  STUDIO_PAGES_PATH,
  UnknownBrand,
} from "~/features/studio";
import {
  copyFormValues,
  copySections,
  isCopyPage,
  pageEdit,
  pageHistory,
  pageRevision,
  rollBackPage,
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
import type { Route } from "./+types/tools-studio-page-history";

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
  const page = params.page;
  const edit = isCopyPage(page) ? await pageEdit(page) : undefined;
  if (!edit || !isCopyPage(page)) {
    const seo = studioSeo(context, request, t("studio.pages.unknown"));
    return data({ seo, strings, page: null }, { status: 404 });
  }
  const name = t(`studio.pages.names.${page}`);
  const compare = revisionNumber(new URL(request.url).searchParams.get("compare"));
  const earlier =
    compare === undefined || compare === edit.revision ? undefined : await pageRevision(page, compare);
  const live = edit.live && copyFormValues(page, edit.live.published);
  const before = earlier && copyFormValues(page, earlier);
  return {
    seo: studioSeo(context, request, t("studio.pages.history.title", { name })),
    strings,
    page: {
      id: page,
      name,
      live: edit.revision,
      sections: copySections(page, live ?? {}, language, t("studio.pages.page")),
      revisions: (await pageHistory(page)).map((revision) => ({ ...revision, at: when(revision.at) })),
      compared: before &&
        live &&
        compare !== undefined && {
          number: compare,
          changes: Object.entries(live).flatMap(([name, after]) =>
            before[name] === after ? [] : [{ name, before: before[name] ?? "", after }],
          ),
        },
    },
  };
}

/** Rolls the page's copy back to an earlier revision: a publication of its own, with the member's note. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const form = await readStaffForm(request);
  const to = revisionNumber(form.get("revision"));
  if (form.get("intent") !== "rollback" || to === undefined) {
    return data({ outcome: "unknown" as const }, { status: 404 });
  }
  const note = (form.get("note") ?? "").trim().slice(0, PUBLICATION_NOTE_MAX_LENGTH);
  const outcome = isCopyPage(params.page) ? await rollBackPage(context, params.page, to, note) : "unknown";
  return data(
    { outcome, to },
    { status: outcome === "rolledBack" ? 200 : outcome === "unknown" ? 404 : 409 },
  );
}

/** A page's publications, newest first; any one compared with what is live, and rolled back to. */
export default function StudioPageHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  const back = (
    <BackLink to={page ? `${STUDIO_PAGES_PATH}/${page.id}` : STUDIO_PATH}>
      {t("studio.history.back")}
    </BackLink>
  );
  if (!page) return <UnknownBrand back={back} page />;
  const labels = copyLabels(page.sections, t);
  const compared = page.compared && {
    ...page.compared,
    changes: page.compared.changes.map((change) => ({ ...change, label: labels[change.name] })),
  };
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      {back}
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">
          {t("studio.pages.history.heading", { name: page.name })}
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
        caption={t("studio.pages.history.heading", { name: page.name })}
        columns={[
          t("studio.history.columns.revision"),
          t("studio.history.columns.published"),
          t("studio.history.columns.by"),
          t("studio.history.columns.note"),
        ]}
        actionColumn={t("studio.history.columns.actions")}
      >
        {page.revisions.map((revision) => (
          <tr key={revision.number} className="align-top text-ink">
            <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
              {revision.number === page.live
                ? t("studio.history.liveRevision", { number: revision.number })
                : t("studio.list.revision", { number: revision.number })}
            </th>
            <td className="px-4 py-3 whitespace-nowrap">{revision.at}</td>
            <td className="px-4 py-3">{revision.by ?? t("studio.list.fromFiles")}</td>
            <td className="px-4 py-3">{revision.note}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              {revision.number === page.live ? null : (
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
