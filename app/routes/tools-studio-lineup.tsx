import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { BackLink, LineupEditor, LineupHistory } from "~/features/studio";
import {
  editLineup,
  lineupHistory,
  lineupView,
  studioLoaderStart,
  studioSeo,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import { ActionAnswer } from "~/ui/action-answer";
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

/** One change to the line-up, a publication of its own: its note says what changed unless the member wrote one. */
export async function action({ context, request }: Route.ActionArgs) {
  return editLineup(context, await readStaffForm(request));
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
      <LineupEditor listed={listed} retired={retired} />
      {history.length > 0 ? <LineupHistory history={history} /> : null}
    </div>
  );
}
