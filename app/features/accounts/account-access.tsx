import { useTranslation } from "~/features/i18n";
import { Form } from "~/ui/link";
import { Panel } from "~/ui/panel";
import { SubmitButton } from "~/ui/submit-button";
import { AccountFields } from "./account-fields";
import type { AccountState } from "./roles";

/**
 * An owner's actions on another member's access, each a form of its own: invite again (an invited account),
 * reset the second factor (one that has it), and deactivate or reactivate (never one's own account).
 */
export function AccountAccess({
  account,
}: {
  account: { state: AccountState; secondFactor: boolean; self: boolean };
}) {
  const { t } = useTranslation();
  return (
    <Panel id="access" className="flex flex-col gap-4" heading={t("tools.accountAdmin.actions")}>
      {account.state === "invited" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="inviteAgain" />
          <SubmitButton tone="secondary">{t("tools.accountAdmin.inviteAgain")}</SubmitButton>
        </Form>
      ) : null}
      {account.secondFactor ? (
        <Form method="post">
          <input type="hidden" name="intent" value="resetSecondFactor" />
          <SubmitButton tone="secondary">{t("tools.accountAdmin.resetSecondFactor")}</SubmitButton>
          <p className="mt-1 text-sm text-muted">{t("tools.accountAdmin.resetSecondFactorNote")}</p>
        </Form>
      ) : null}
      {account.state === "deactivated" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="reactivate" />
          <SubmitButton tone="secondary">{t("tools.accountAdmin.reactivate")}</SubmitButton>
        </Form>
      ) : account.self ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="deactivate" />
          <SubmitButton tone="danger">{t("tools.accountAdmin.deactivate")}</SubmitButton>
          <p className="mt-1 text-sm text-muted">{t("tools.accountAdmin.deactivateNote")}</p>
        </Form>
      )}
    </Panel>
  );
}

/** An owner's form for another member's name, role and language (the address stays: it is their sign-in). */
export function AccountSettings({ values }: { values: Parameters<typeof AccountFields>[0]["values"] }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <input type="hidden" name="intent" value="save" />
      <AccountFields askEmail={false} values={values} />
      <p className="text-sm text-muted">{t("tools.accountAdmin.roleNote")}</p>
      <div>
        <SubmitButton busyLabel={t("tools.accountAdmin.saving")}>{t("tools.accountAdmin.save")}</SubmitButton>
      </div>
    </Form>
  );
}
