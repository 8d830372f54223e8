import { useTranslation } from "~/features/i18n";
import { MESSAGES_PATH } from "~/features/tools";
import { Link } from "~/ui/link";
import { formLabel } from "./message-labels";
import type { MessageView } from "./message-view";
import { StatusBadge } from "./status-badge";

const cell = "px-3 py-3 align-top";

const COLUMNS = ["received", "from", "form", "recipient", "language", "status"] as const;

/**
 * Newest first; each sender's name opens the whole message. In a box narrower than 60rem (every phone) each
 * message is a card of "column: value" lines (app.css `table-cards`); wider, the table has room.
 */
export function MessageTable({ messages }: { messages: MessageView[] }) {
  const { t } = useTranslation();
  const heading = (column: (typeof COLUMNS)[number]) => t(`tools.messages.columns.${column}`);
  return (
    <div className="@container relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="table-cards w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-slate-100 text-ink">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {heading(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {messages.map((message) => {
            const { submission: s } = message;
            return (
              <tr key={message.id}>
                <td data-label={heading("received")} className={`${cell} whitespace-nowrap text-muted`}>
                  {message.received}
                </td>
                <td data-label={heading("from")} className={cell}>
                  <div>
                    <Link
                      to={`${MESSAGES_PATH}/${message.id}`}
                      className="font-semibold text-brand underline"
                    >
                      {`${s.firstName} ${s.lastName}`}
                    </Link>
                    <span className="block text-muted">{s.company}</span>
                  </div>
                </td>
                <td data-label={heading("form")} className={cell}>
                  {formLabel(t, s, message.brandName)}
                </td>
                <td data-label={heading("recipient")} className={`${cell} break-all`}>
                  {message.recipient}
                </td>
                <td data-label={heading("language")} className={cell}>
                  {t(`layout.language.${s.language}`)}
                </td>
                <td data-label={heading("status")} className={cell}>
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
