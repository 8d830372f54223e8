import { type AuditAction, isAuditAction } from "./audit-actions";

/** The Audit page's filter as its URL carries it (`?actor=3&action=leadViewed&from=2026-11-01&to=2026-11-30`). */
export interface AuditFilter {
  actor?: number;
  action?: AuditAction;
  /** Days on the head office's clock, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string | undefined {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined;
}

/** Reads the filter from the URL; a value that is not one the form offers is dropped, not an error. */
export function parseAuditFilter(params: URLSearchParams): AuditFilter {
  const actor = params.get("actor");
  const action = params.get("action");
  return {
    ...(actor && /^\d{1,9}$/.test(actor) ? { actor: Number(actor) } : {}),
    ...(isAuditAction(action) ? { action } : {}),
    ...(day(params.get("from")) ? { from: day(params.get("from")) } : {}),
    ...(day(params.get("to")) ? { to: day(params.get("to")) } : {}),
  };
}

/** The filter as URL parameters, for the page links and the CSV export of what is shown. */
export function auditFilterQuery(filter: AuditFilter, page?: number): string {
  const params = new URLSearchParams();
  if (filter.actor !== undefined) params.set("actor", String(filter.actor));
  if (filter.action) params.set("action", filter.action);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page !== undefined && page > 1) params.set("page", String(page));
  return params.toString();
}

/** A `?page=` as the pager writes it; anything else is the first page. */
export function auditPageNumber(params: URLSearchParams): number {
  const page = params.get("page");
  return page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}
