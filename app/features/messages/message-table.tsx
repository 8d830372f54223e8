import { useTranslation } from "~/features/i18n";
import { MESSAGES_PATH } from "~/features/tools";
import { Link } from "~/ui/link";
import { HandledToggle } from "./handled-toggle";
import { formLabel } from "./message-labels";
import type { MessageView } from "./message-view";
import { StatusBadge } from "./status-badge";

const cell = "px-3 py-3 align-top";

const COLUMNS = [
  "received",
  "from",
  "excerpt",
  "form",
  "recipient",
  "language",
  "status",
  "handled",
] as const;

/**
 * Newest first, each with the start of its text; each sender's name opens the whole message, and each row says
 * who marked it handled, with the button to mark it or undo that (`listAddress`: the list with its filters,
 * where the form comes back to). In a box narrower than 60rem (every phone) each message is a card of
 * "column: value" lines (app.css `table-cards`); wider, the table has room.
 */
export function MessageTable({ messages, listAddress }: { messages: MessageView[]; listAddress: string }) {
  const { t } = useTranslation();
  const heading = (column: (typeof COLUMNS)[number]) => t(`tools.messages.columns.${column}`);
  return (
    <div className="@container relative mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="table-cards w-full min-w-[60rem] text-left text-sm">
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
                <td data-label={heading("excerpt")} className={cell}>
                  {message.excerpt}
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
                <td data-label={heading("handled")} className={`${cell} min-w-40`}>
                  <HandledToggle message={message} action={listAddress} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
