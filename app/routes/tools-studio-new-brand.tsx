import { data, redirect } from "react-router";
import { readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import {
  BackLink,
  BrandEditor,
  blankBrand,
  brandFormValues,
  brandIdOf,
  type FieldProblems,
  lookFormValues,
  ProblemSummary,
  STUDIO_BRANDS_PATH,
  STUDIO_FORM_LIMIT_BYTES,
} from "~/features/studio";
import {
  brandFromForm,
  createBrand,
  sameFromForm,
  studioSeo,
  withArtwork,
} from "~/features/studio/index.server";
import { STUDIO_PATH } from "~/features/tools";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/tools-studio-new-brand";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  const blank = blankBrand("new");
  return {
    seo: studioSeo(context, request, t("studio.newBrand.title")),
    strings: stringsFor(context, ["studio"]),
    values: { ...brandFormValues(blank), ...lookFormValues(blank.brand.look) },
    same: blank.sameInBothLanguages,
  };
}

/**
 * Creates a brand's first draft from the form, under the id its English name gives it, with its artwork made:
 * then its own editor opens. A refusal answers with what was typed: the schema's problems, or a name whose
 * address another brand has.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readStaffForm(request, STUDIO_FORM_LIMIT_BYTES);
  const typed = { values: Object.fromEntries(form), same: sameFromForm(form) };
  const id = brandIdOf(form.get("en.name") ?? "");
  const parsed = brandFromForm(blankBrand(id || "new"), form);
  if (!parsed.published || !id) {
    // A name of signs only gives no address: it is no name a brand page can carry.
    const problems: FieldProblems = { ...parsed.problems };
    if (!id) problems["en.name"] ??= "invalid";
    return data({ outcome: "invalid" as const, problems, ...typed }, { status: 400 });
  }
  const published = { ...parsed.published, brand: await withArtwork(parsed.published.brand) };
  if ((await createBrand(context, published)) === "clash") {
    return data(
      {
        outcome: "clash" as const,
        address: `/brands/${id}`,
        problems: { "en.name": "clash" as const },
        ...typed,
      },
      { status: 409 },
    );
  }
  throw redirect(`${STUDIO_BRANDS_PATH}/${id}`, 303);
}

/** A new brand's page written in both languages, its artwork chosen, before its first draft exists. */
export default function StudioNewBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <BackLink to={STUDIO_PATH}>{t("studio.editor.back")}</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("studio.newBrand.heading")}</h1>
        <p className="mt-1 max-w-3xl text-muted">{t("studio.newBrand.intro")}</p>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t("studio.newBrand.address")}</p>
      </div>
      {actionData ? <ProblemSummary problems={actionData.problems} /> : null}
      <BrandEditor
        newBrand
        answer={
          actionData && {
            role: "alert",
            text:
              actionData.outcome === "clash"
                ? t("studio.newBrand.clash", { address: actionData.address })
                : t("studio.newBrand.invalid"),
          }
        }
        // Drawn again after a refusal, with what was sent, so the controls show it.
        key={actionData ? JSON.stringify(actionData.problems) : "new"}
        state={{
          values: actionData?.values ?? loaderData.values,
          same: actionData?.same ?? loaderData.same,
          token: "",
          problems: actionData?.problems,
        }}
      />
    </div>
  );
}
