import { useTranslation } from "~/features/i18n";
import type { ToolCardItem } from "~/features/tools";
import type { Role } from "./roles";

/** Each role and the tools it opens, as `toolsOfEachRole` read them from the authorisation table. */
export function RoleTools({
  roles,
}: {
  roles: readonly { role: Role; tools: readonly ToolCardItem["label"][] }[];
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="role-tools" className="mt-4 max-w-3xl">
      <h2 id="role-tools" className="font-semibold text-ink">
        {t("tools.accounts.rolesHeading")}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-muted sm:grid-cols-[max-content_1fr]">
        {roles.map(({ role, tools }) => (
          <div key={role} className="contents">
            <dt className="font-semibold text-ink">{t(`tools.roles.${role}`)}</dt>
            <dd>{tools.map((tool) => t(`tools.layout.${tool}`)).join(", ")}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
