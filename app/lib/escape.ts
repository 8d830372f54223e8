/**
 * The one place text is made safe for a document we write by hand: SVG and XML, the e-mails' HTML, e-mail
 * headers, a PDF's information dictionary. Each escaper is for one context: text between tags may hold quotes,
 * a quoted attribute may not (a brand named `Dockers" onload="…` once became an attribute of its own wordmark).
 */

/**
 * Characters no XML document may hold, even as references (C0 controls but tab and line breaks, U+FFFE,
 * U+FFFF, lone surrogates), and the C1 controls XML discourages: one of them makes the whole document
 * unreadable, so it is left out.
 */
const NOT_IN_XML = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]|\p{Cs}/gu;

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };

/**
 * In an attribute quotes end the value, and a parser turns a raw tab or line break into a space (attribute
 * value normalisation): written as references, they survive.
 */
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  ...TEXT_ESCAPES,
  '"': "&quot;",
  "'": "&#39;",
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};

const replaced = (escapes: Record<string, string>) => (character: string) => escapes[character] ?? character;

/** Text between an XML or SVG element's tags. */
export function xmlText(text: string): string {
  return text.replace(NOT_IN_XML, "").replace(/[&<>]/g, replaced(TEXT_ESCAPES));
}

/** The value of an XML or SVG attribute in double or single quotes. */
export function xmlAttribute(text: string): string {
  return text.replace(NOT_IN_XML, "").replace(/[&<>"'\t\n\r]/g, replaced(ATTRIBUTE_ESCAPES));
}

/** Text between the tags of an HTML element (the e-mails the site writes). */
export function htmlText(text: string): string {
  return xmlText(text);
}

/** The value of an HTML attribute in double or single quotes, such as a link's `href`. */
export function htmlAttribute(text: string): string {
  return xmlAttribute(text);
}

/** Every line break and control character Unicode knows, which no one-line field may hold. */
const BREAKS_AND_CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A value for an e-mail header (a subject, a display name): one line, so nothing typed can end the header and
 * start another. The mail library writes non-ASCII text as encoded words.
 */
export function mailHeaderText(text: string): string {
  return text.replace(BREAKS_AND_CONTROLS, " ").replace(/ {2,}/g, " ").trim();
}

/**
 * A string of a PDF's information dictionary (title, author, subject): one line without controls, which
 * readers show as boxes or cut the title at. The PDF library writes the string's own syntax (parentheses,
 * backslashes, UTF-16 for non-ASCII).
 */
export function pdfInfoText(text: string): string {
  return mailHeaderText(text);
}

/** Labelled values as an e-mail's HTML table, each label a row heading; values escaped. */
export function htmlRows(rows: readonly (readonly [string, string])[]): string {
  return `<table cellpadding="4" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th align="left">${htmlText(label)}</th><td>${htmlText(value)}</td></tr>`)
    .join("")}</table>`;
}
