import { data } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  PHOTO_SHARES_STRINGS,
  SHARE_FORM_LIMIT_BYTES,
  SHARES_PAGE_PARAM,
  SHARES_PER_PAGE,
  ShareList,
  ShareMade,
  SharePages,
  sharesPageHref,
  sharesPageSchema,
  ToolsSubpageHeading,
} from "~/features/photos";
import { answerShareForm, sharesPage } from "~/features/photos/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { languageContext } from "~/lib/language-context";
import { LANGUAGE_LOCALES } from "~/lib/languages";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { EmptyList } from "~/ui/empty-list";
import { Link } from "~/ui/link";
import type { Route } from "./+types/photo-shares";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * A page of the links, newest first. A `?page=` that is no page number is a 400, one past the last page a
 * 404; both answer this page with the reason and the way to the first page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const locale = LANGUAGE_LOCALES[context.get(languageContext)];
  const now = Date.now();
  const page = {
    seo: pageSeo(context, request, {
      title: t("photos.share.title"),
      description: t("photos.share.description"),
      noindex: true,
    }),
    strings: stringsFor(context, PHOTO_SHARES_STRINGS),
  };
  const requested = sharesPageSchema.safeParse(
    new URL(request.url).searchParams.get(SHARES_PAGE_PARAM) ?? undefined,
  );
  if (!requested.success) return data({ ...page, missing: { page: null, pages: 0 } }, { status: 400 });
  const { shares, total } = await sharesPage(requested.data);
  const pages = Math.max(1, Math.ceil(total / SHARES_PER_PAGE));
  if (requested.data > pages)
    return data({ ...page, missing: { page: requested.data, pages } }, { status: 404 });
  const first = (requested.data - 1) * SHARES_PER_PAGE + 1;
  return {
    ...page,
    missing: null,
    position: { page: requested.data, pages, first, last: first + shares.length - 1, total },
    shares: shares.map((share) => ({
      id: share.id,
      tokenHint: share.tokenHint,
      created: formatCompanyTime(share.createdAt, locale),
      expires: formatCompanyTime(share.expiresAt, locale),
      state: share.revokedAt !== null ? "revoked" : share.expiresAt <= now ? "expired" : "open",
      preset: share.preset,
      items: share.items.map(({ item }) => item),
      note: share.note,
      downloads: share.downloads,
      lineSheet: share.lineSheet?.language ?? null,
    })) satisfies Parameters<typeof ShareList>[0]["shares"],
  };
}

/** Creates a link from a finished run's download, or revokes one; answered on this page, with or without scripts. */
export async function action({ context, request }: Route.ActionArgs) {
  return answerShareForm(context, await readStaffForm(request, SHARE_FORM_LIMIT_BYTES));
}

export default function PhotoSharesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl">
      <ToolsSubpageHeading
        back={t("photos.share.back")}
        heading={t("photos.share.heading")}
        intro={t("photos.share.intro")}
      />
      {actionData?.outcome === "created" ? (
        <ShareMade repeated={actionData.repeated} link={actionData.link} expires={actionData.expires} />
      ) : actionData ? (
        <p
          role={actionData.outcome === "revoked" ? "status" : "alert"}
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 text-ink"
        >
          {t(`photos.share.${actionData.outcome}`)}
        </p>
      ) : null}
      {loaderData.missing ? (
        <div role="alert" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 text-ink">
          <p>
            {loaderData.missing.page === null
              ? t("photos.share.badPage")
              : t("photos.share.noPage", { page: loaderData.missing.page, count: loaderData.missing.pages })}
          </p>
          <p className="mt-2">
            <Link to={sharesPageHref(1)} className="font-semibold text-brand underline underline-offset-2">
              {t("photos.share.firstPage")}
            </Link>
          </p>
        </div>
      ) : loaderData.shares.length > 0 ? (
        <>
          <ShareList shares={loaderData.shares} />
          {loaderData.position.pages > 1 ? <SharePages {...loaderData.position} /> : null}
        </>
      ) : (
        <EmptyList className="mt-6">{t("photos.share.empty")}</EmptyList>
      )}
    </div>
  );
}
