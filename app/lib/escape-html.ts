const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to place in HTML, inside an element or a quoted attribute (the e-mails the site writes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Labelled values as an e-mail's HTML table, each label a row heading; values escaped. */
export function htmlRows(rows: readonly (readonly [string, string])[]): string {
  return `<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`;
}
