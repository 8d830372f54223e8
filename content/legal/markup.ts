import type { Block, Inline } from "./schema";

/**
 * The facts a legal text may name in braces (`{deliveredDays}`): what the site's configuration and the
 * company's published facts say, written into the text where it is shown, so a policy never states a
 * retention period or an address the site does not apply (decision 229).
 */
export const LEGAL_FACT_NAMES = [
  "company",
  "address",
  "addressLines",
  "phone",
  "hours",
  "generalEmail",
  "accessibilityEmail",
  "privacyOfficer",
  "privacyOfficerEmail",
  "deliveredDays",
  "failedDays",
  "auditDays",
  "analyticsMonths",
  "staffCookie",
] as const;
export type LegalFactName = (typeof LEGAL_FACT_NAMES)[number];

/** Each fact's value as text, and the address line by line (`{addressLines}` as a list's item). */
export interface FactValues {
  text: Record<LegalFactName, string>;
  addressLines: readonly string[];
}

/** Facts that are e-mail addresses: a text naming one shows it as a link that writes to it. */
const EMAIL_FACTS: ReadonlySet<LegalFactName> = new Set([
  "generalEmail",
  "accessibilityEmail",
  "privacyOfficerEmail",
]);

const isFact = (name: string): name is LegalFactName => LEGAL_FACT_NAMES.some((known) => known === name);

/** A link as written (`[text](address)`), or a fact (`{company}`). */
const TOKEN = /\[([^\]\n]+)\]\(([^)\s]+)\)|\{([A-Za-z]+)\}/g;
const FACT_LIKE = /\{([^{}\s]*)\}/g;

/** Where a text's link may lead: one of the site's pages or a place on this one, a secure site, an address. */
const LINK_TARGETS = [
  /^\/(?!\/)\S*$/,
  /^#[\w-]+$/,
  /^https:\/\/[^\s/]+\S*$/,
  /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/,
];

export type MarkupProblem = "unknownFact" | "badLink";

/**
 * What is wrong with a legal text as written, if anything: a name in braces that is no fact, or a link that is
 * not `[text](address)` to one of our pages, an https:// site or a mailto: address.
 */
export function markupProblem(text: string): MarkupProblem | undefined {
  for (const [, name = ""] of text.matchAll(FACT_LIKE)) if (!isFact(name)) return "unknownFact";
  for (const [, label, target] of text.matchAll(TOKEN)) {
    if (label !== undefined && !LINK_TARGETS.some((pattern) => pattern.test(target ?? ""))) return "badLink";
  }
  const rest = text.replace(TOKEN, "");
  return /\]\(|\[[^\]]*\]\s+\(/.test(rest) ? "badLink" : undefined;
}

/** Every fact a text names. */
export function factsNamed(text: string): Set<LegalFactName> {
  return new Set([...text.matchAll(FACT_LIKE)].map(([, name = ""]) => name).filter(isFact));
}

function factText(name: LegalFactName, facts: FactValues): string {
  return name === "addressLines" ? facts.addressLines.join(", ") : facts.text[name];
}

/** A one-line text (a title, a heading) with its facts written in. */
export function withFacts(text: string, facts: FactValues): string {
  return text.replace(FACT_LIKE, (whole, name: string) => (isFact(name) ? factText(name, facts) : whole));
}

/** One line's runs of text, links and facts; an e-mail fact becomes a link that writes to it. */
function inlines(line: string, facts: FactValues): Inline[] {
  const out: Inline[] = [];
  const push = (piece: Inline) => {
    const last = out.at(-1);
    if (typeof piece === "string" && typeof last === "string") out[out.length - 1] = last + piece;
    else if (piece !== "") out.push(piece);
  };
  let from = 0;
  for (const match of line.matchAll(TOKEN)) {
    push(line.slice(from, match.index));
    from = match.index + match[0].length;
    const [whole, label, target, name] = match;
    if (label !== undefined && target !== undefined) push({ text: withFacts(label, facts), href: target });
    else if (name !== undefined && isFact(name)) {
      const value = factText(name, facts);
      push(EMAIL_FACTS.has(name) ? { text: value, href: `mailto:${value}` } : value);
    } else push(whole);
  }
  push(line.slice(from));
  return out;
}

/**
 * A legal text as the page shows it: paragraphs apart by an empty line, a line that starts with "- " an item
 * of a list, `[text](address)` a link, `{fact}` the fact's value. A list's item that is only `{addressLines}`
 * is the address, one item per line (an officer's contact block).
 */
export function markupBlocks(text: string, facts: FactValues): Block[] {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let items: string[] = [];
  const endParagraph = () => {
    if (lines.length > 0) blocks.push({ paragraph: inlines(lines.join(" "), facts) });
    lines = [];
  };
  const endList = () => {
    if (items.length > 0) {
      blocks.push({
        list: items.flatMap((item) =>
          item === "{addressLines}" ? facts.addressLines.map((line) => [line]) : [inlines(item, facts)],
        ),
      });
    }
    items = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    const item = /^-\s+(.+)$/.exec(line)?.[1];
    if (!line) {
      endParagraph();
      endList();
    } else if (item !== undefined) {
      endParagraph();
      items.push(item);
    } else {
      endList();
      lines.push(line);
    }
  }
  endParagraph();
  endList();
  return blocks;
}
