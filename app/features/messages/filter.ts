import { MESSAGE_STATUSES, type MessageFilter, RECIPIENTS } from "~/features/contact";

export const MESSAGES_EXPORT_PATH = "/api/messages/export";
/** The list shows this many of the newest matching messages; the CSV holds them all. */
export const MESSAGES_PAGE_SIZE = 100;
const SEARCH_MAX_LENGTH = 200;

/** A department, or a brand's id (a brand retired or added since still finds its messages). */
const isForm = (value: string) =>
  RECIPIENTS.some((recipient) => recipient === value) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);

/**
 * The filter as the URL carries it (`?status=failed&form=dockers&q=boots`). Unknown values are dropped
 * rather than refused: a stale or edited link still lists messages.
 */
export function parseMessageFilter(params: URLSearchParams): MessageFilter {
  const status = MESSAGE_STATUSES.find((option) => option === params.get("status"));
  const form = params.get("form") ?? "";
  const search = params.get("q")?.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    ...(status ? { status } : {}),
    ...(isForm(form) ? { form } : {}),
    ...(search ? { search } : {}),
  };
}

/** The same query as URL parameters, for links (the CSV export of the current filter). */
export function messageFilterString(query: MessageFilter): string {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.form) params.set("form", query.form);
  if (query.search) params.set("q", query.search);
  const text = params.toString();
  return text ? `?${text}` : "";
}
