import { useTranslation } from "~/features/i18n";
import { APPLICATIONS_PATH, NOTIFY_LIST_PATH } from "~/features/retailers";
import { MESSAGES_PATH } from "~/features/tools";
import { Link } from "~/ui/link";

/**
 * The Messages tool's kinds of lead, as tabs that are plain links: contact messages, applications, and the
 * notify-me list.
 */
export function MessageKinds({ current }: { current: "messages" | "applications" | "notifyList" }) {
  const { t } = useTranslation();
  const tabs = [
    { kind: "messages", to: MESSAGES_PATH },
    { kind: "applications", to: APPLICATIONS_PATH },
    { kind: "notifyList", to: NOTIFY_LIST_PATH },
  ] as const;
  return (
    <nav aria-label={t("tools.applications.tabs.label")} className="mt-4 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-6">
        {tabs.map(({ kind, to }) => (
          <li key={kind}>
            <Link
              to={to}
              aria-current={kind === current ? "page" : undefined}
              className={`inline-block border-b-2 px-1 pb-2 font-semibold ${kind === current ? "border-brand text-brand" : "border-transparent text-muted hover:text-ink"}`}
            >
              {t(`tools.applications.tabs.${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
