import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import {
  BackLink,
  copyLabels,
  isStudioPage,
  RevisionHistory,
  STUDIO_PAGES_PATH,
  UnknownItem,
} from "~/features/studio";
import {
  copyFormValues,
  copySections,
  pageEdit,
  pageHistory,
  pageRevision,
  revisionNumber,
  rollBackAnswer,
  rollBackPage,
  studioLoaderStart,
  studioNotFound,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tools-studio-page-history";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { t, when, strings } = studioLoaderStart(context);
  const page = params.page;
  const edit = isStudioPage(page) ? await pageEdit(page) : undefined;
  if (!edit || !isStudioPage(page)) {
    return studioNotFound(context, request, t("studio.pages.unknown"), { page: null });
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
      sections: copySections(page, t),
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
  const page = params.page;
  return rollBackAnswer(await readStaffForm(request), async (to, note) =>
    isStudioPage(page) ? rollBackPage(context, page, to, note) : "unknown",
  );
}

/** A page's publications, newest first; any one compared with what is live, and rolled back to. */
export default function StudioPageHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  const back = (
    <BackLink to={page ? `${STUDIO_PAGES_PATH}/${page.id}` : STUDIO_PATH}>
      {t("studio.pages.history.back")}
    </BackLink>
  );
  if (!page) return <UnknownItem back={back} page />;
  const labels = copyLabels(page.sections, t);
  const compared = page.compared && {
    ...page.compared,
    changes: page.compared.changes.map((change) => ({ ...change, label: labels[change.name] })),
  };
  return (
    <RevisionHistory
      back={back}
      heading={t("studio.pages.history.heading", { name: page.name })}
      intro={t("studio.pages.history.intro")}
      live={page.live}
      revisions={page.revisions}
      compared={compared}
      outcome={actionData}
    />
  );
}
