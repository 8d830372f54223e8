import { useEffect, useRef } from "react";
import { data } from "react-router";
import {
  AccountFields,
  invitationSchema,
  RoleTools,
  shownName,
  staffSessionContext,
  toolsOfEachRole,
} from "~/features/accounts";
import { invite, listAccounts, readStaffForm } from "~/features/accounts/index.server";
import { useTranslation } from "~/features/i18n";
import { serverT, stringsFor } from "~/features/i18n/index.server";
import { ACCOUNTS_PATH, TOOL_CARDS } from "~/features/tools";
import { clientAddressContext } from "~/lib/request-context";
import { seoMeta } from "~/lib/seo";
import { pageSeo } from "~/lib/seo.server";
import { DataTable } from "~/ui/data-table";
import { Form, Link } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import type { Route } from "./+types/tools-accounts";

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export async function loader({ context, request }: Route.LoaderArgs) {
  const t = serverT(context);
  return {
    seo: pageSeo(context, request, {
      title: t("tools.accounts.title"),
      description: t("tools.accounts.description"),
      noindex: true,
    }),
    strings: stringsFor(context, ["tools.accounts", "tools.roles", "tools.languages"]),
    accounts: await listAccounts(),
    roles: toolsOfEachRole(TOOL_CARDS).map(({ role, tools }) => ({
      role,
      tools: tools.map((tool) => tool.label),
    })),
  };
}

/** Invites someone: the account is opened as invited and the link goes out through the outbox. */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await readStaffForm(request);
  // What was typed comes back with a refusal, so a form sent without scripts is not emptied.
  const typed = { name: form.get("name") ?? "", email: form.get("email") ?? "" };
  const parsed = invitationSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ outcome: "invalid" as const, typed }, { status: 400 });
  const by = { session: context.get(staffSessionContext), client: context.get(clientAddressContext) };
  const invited = await invite(by, parsed.data);
  if (invited === "taken") return data({ outcome: "taken" as const, typed: parsed.data }, { status: 409 });
  return { outcome: "invited" as const, email: parsed.data.email };
}

export default function AccountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  // Emptied once an invitation is sent, for the next person; never while someone is typing.
  useEffect(() => {
    if (actionData?.outcome === "invited") form.current?.reset();
  }, [actionData]);
  const { accounts, roles } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("tools.accounts.heading")}</h1>
        <p className="mt-2 max-w-3xl text-muted">{t("tools.accounts.intro")}</p>
        <RoleTools roles={roles} />
      </div>
      <DataTable
        caption={t("tools.accounts.heading")}
        columns={[
          t("tools.accounts.columns.name"),
          t("tools.accounts.columns.email"),
          t("tools.accounts.columns.role"),
          t("tools.accounts.columns.state"),
          t("tools.accounts.columns.secondFactor"),
        ]}
        actionColumn={t("tools.accounts.edit")}
      >
        {accounts.map((account) => (
          <tr key={account.id} className={account.state === "deactivated" ? "text-muted" : "text-ink"}>
            <th scope="row" className="px-4 py-3 font-semibold">
              {shownName(account)}
            </th>
            <td className="px-4 py-3 break-all">{account.email}</td>
            <td className="px-4 py-3">{t(`tools.roles.${account.role}`)}</td>
            <td className="px-4 py-3">{t(`tools.accounts.states.${account.state}`)}</td>
            <td className="px-4 py-3">
              {account.secondFactor ? t("tools.accounts.on") : t("tools.accounts.off")}
            </td>
            <td className="px-4 py-3 text-right">
              <Link
                to={`${ACCOUNTS_PATH}/${account.id}`}
                aria-label={t("tools.accounts.editLabel", { name: shownName(account) })}
                className="font-semibold text-brand underline underline-offset-2"
              >
                {t("tools.accounts.edit")}
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
      <Panel id="invite" className="shadow-sm" heading={t("tools.accounts.invite.heading")}>
        {actionData ? (
          <p
            role={actionData.outcome === "invited" ? "status" : "alert"}
            className={`mt-3 font-semibold ${actionData.outcome === "invited" ? "text-green-900" : "text-red-800"}`}
          >
            {actionData.outcome === "invited"
              ? t("tools.accounts.invite.invited", { email: actionData.email })
              : t(`tools.accounts.invite.${actionData.outcome}`)}
          </p>
        ) : null}
        <Form method="post" ref={form} className="mt-4 flex flex-col gap-4">
          <AccountFields
            askEmail
            values={actionData?.outcome === "invited" ? undefined : actionData?.typed}
          />
          <div>
            <SubmitButton busyLabel={t("tools.accounts.invite.submitting")}>
              {t("tools.accounts.invite.submit")}
            </SubmitButton>
          </div>
        </Form>
      </Panel>
    </div>
  );
}
