import { useTranslation } from "~/features/i18n";
import { Form } from "~/ui/link";
import { TOOLS_LOGOUT_PATH } from "./constants";
import { clearToolsAuthFlag } from "./use-tools-auth-flag";

/** A POST, so a link or a prefetch can never sign anyone out; the server ends the session. */
export function LogoutButton() {
  const { t } = useTranslation();
  return (
    <Form method="post" action={TOOLS_LOGOUT_PATH} onSubmit={clearToolsAuthFlag}>
      <button
        type="submit"
        className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t("tools.layout.logout")}
      </button>
    </Form>
  );
}
