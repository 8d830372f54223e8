import { htmlRows, htmlText } from "./escape";

/**
 * The body every mail to staff about a lead shares (a website enquiry, a retail application): its opening
 * lines, a table of what was sent (label, value), then the message. `text` is the plain part's lines, a blank
 * line last, for the caller to add to and join with `\n`; `html` is the HTML part's fragment, escaped.
 */
export function leadMailBody(
  opening: readonly string[],
  rows: readonly (readonly [string, string])[],
  message: string,
): { text: string[]; html: string } {
  return {
    text: [
      ...opening,
      "",
      ...rows.map(([label, value]) => `${label}: ${value}`),
      "",
      "Message:",
      message,
      "",
    ],
    html: `${opening
      .filter(Boolean)
      .map((line) => `<p>${htmlText(line)}</p>`)
      .join("\n")}
${htmlRows(rows)}
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${htmlText(message)}</p>`,
  };
}
