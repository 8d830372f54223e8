import { useId } from "react";
import { data, redirect } from "react-router";
import { ownNameSchema, staffSessionContext } from "~/features/accounts";
import { nameOwnAccount, readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { TOOLS_DASHBOARD_PATH } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { Field } from "~/ui/field";
import { Form } from "~/ui/link";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/tools-own-name";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Asked only of a member who has no name yet (the tools' middleware sends them here); anyone else goes on. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { member } = context.get(staffSessionContext);
  if (member.name.trim() !== "") throw redirect(TOOLS_DASHBOARD_PATH);
  const t = serverT(context);
  return {
    seo: pageSeo(context, request, {
      title: t("tools.ownName.title"),
      description: t("tools.ownName.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["tools.ownName"]),
  };
}

/** Keeps the name and carries on to the dashboard (or the second factor's enrolment, where that comes next). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readStaffForm(request);
  const parsed = ownNameSchema.safeParse({ name: form.get("name") ?? "" });
  if (!parsed.success) return data({ typed: form.get("name") ?? "" }, { status: 400 });
  await nameOwnAccount(context.get(staffSessionContext), parsed.data.name, context.get(clientAddressContext));
  throw redirect(TOOLS_DASHBOARD_PATH, 303);
}

export default function OwnName({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.ownName.heading")}</h1>
      <p className="text-ink">{t("tools.ownName.intro")}</p>
      <Form
        method="post"
        replace
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <Field
          id={id}
          label={t("tools.ownName.name")}
          look="lead"
          error={actionData ? t("tools.ownName.invalid") : undefined}
          announceError
        >
          {(control) => (
            <input
              {...control}
              name="name"
              required
              maxLength={100}
              autoComplete="name"
              defaultValue={actionData?.typed}
            />
          )}
        </Field>
        <div>
          <SubmitButton busyLabel={t("tools.ownName.submitting")}>{t("tools.ownName.submit")}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
