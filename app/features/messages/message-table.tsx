import { useTranslation } from "~/features/i18n";
import { MESSAGES_PATH } from "~/features/tools";
import { Link } from "~/ui/link";
import { formLabel } from "./message-labels";
import type { MessageView } from "./message-view";
import { StatusBadge } from "./status-badge";

const cell = "px-3 py-3 align-top";

/** Newest first; each sender's name opens the whole message. Scrolls sideways on a phone rather than squeezing. */
export function MessageTable({ messages }: { messages: MessageView[] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-slate-100 text-ink">
          <tr>
            {(["received", "from", "form", "recipient", "language", "status"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(`tools.messages.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {messages.map((message) => {
            const { submission: s } = message;
            return (
              <tr key={message.id}>
                <td className={`${cell} whitespace-nowrap text-muted`}>{message.received}</td>
                <td className={cell}>
                  <Link to={`${MESSAGES_PATH}/${message.id}`} className="font-semibold text-brand underline">
                    {`${s.firstName} ${s.lastName}`}
                  </Link>
                  <span className="block text-muted">{s.company}</span>
                </td>
                <td className={cell}>{formLabel(t, s, message.brandName)}</td>
                <td className={`${cell} break-all`}>{message.recipient}</td>
                <td className={cell}>{t(`layout.language.${s.language}`)}</td>
                <td className={cell}>
                  <StatusBadge status={message.status} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
