import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { BackLink, changedValues, RevisionHistory, STUDIO_BRANDS_PATH, UnknownItem } from "~/features/studio";
import {
  brandEdit,
  brandHistory,
  brandRevision,
  revisionNumber,
  rollBackAnswer,
  rollBackBrand,
  studioLoaderStart,
  studioNotFound,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tools-studio-history";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { t, language, when, strings } = studioLoaderStart(context);
  const edit = await brandEdit(params.brandId);
  if (!edit) return studioNotFound(context, request, t("studio.editor.unknown"), { brand: null });
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
  return rollBackAnswer(await readStaffForm(request), (to, note) =>
    rollBackBrand(context, params.brandId, to, note),
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
  if (!brand) return <UnknownItem back={back} />;
  const { compared } = brand;
  return (
    <RevisionHistory
      back={back}
      heading={t("studio.history.heading", { name: brand.name })}
      intro={t("studio.history.intro")}
      live={brand.live}
      revisions={brand.revisions}
      compared={compared}
      outcome={actionData}
    />
  );
}
