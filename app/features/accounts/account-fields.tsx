import { useId } from "react";
import { useTranslation } from "~/features/i18n";
import type { Language } from "~/lib/languages";
import { LANGUAGES } from "~/lib/languages";
import { Field, Select } from "~/ui/field";
import { ROLES, type Role } from "./roles";

/**
 * The fields an owner fills for an account (the invitation's and the account page's): its name, and the role
 * and e-mail language chosen from their lists. `email` is asked for an invitation only.
 */
export function AccountFields({
  values,
  askEmail,
}: {
  values?: { name?: string; email?: string; role?: Role; language?: Language };
  askEmail: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-name`} label={t("tools.accounts.invite.name")} look="tool">
        {(control) => (
          <input
            {...control}
            name="name"
            required
            maxLength={100}
            autoComplete="off"
            defaultValue={values?.name}
          />
        )}
      </Field>
      {askEmail ? (
        <Field id={`${id}-email`} label={t("tools.accounts.invite.email")} look="tool">
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              spellCheck={false}
              defaultValue={values?.email}
            />
          )}
        </Field>
      ) : null}
      <Select
        id={`${id}-role`}
        label={t("tools.accounts.invite.role")}
        look="tool"
        name="role"
        defaultValue={values?.role ?? "sales"}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`tools.roles.${role}`)}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-language`}
        label={t("tools.accounts.invite.language")}
        look="tool"
        name="language"
        defaultValue={values?.language ?? "en"}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`tools.languages.${language}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
