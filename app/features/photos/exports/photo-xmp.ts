import { xmlAttribute, xmlText } from "~/lib/escape";

/** Who owns the photos; their notice goes into every exported image (decision 246). */
export const COPYRIGHT_HOLDER = "Trafalgar Brands";

/** What an exported image says about itself: the product it shows, and whose photo it is. */
export interface PhotoIdentity {
  item: string;
  /** From the product directory; empty when the directory does not know the item. */
  color: string;
  season: string;
  /** The year of the photo as stored, for the notice. */
  year: number;
}

const langAlt = (texts: Record<string, string>) =>
  `<rdf:Alt>${Object.entries(texts)
    .map(([lang, text]) => `<rdf:li xml:lang="${xmlAttribute(lang)}">${xmlText(text)}</rdf:li>`)
    .join("")}</rdf:Alt>`;

/** The copyright notice in the site's two languages, English as the default a reader falls back on. */
export function copyrightNotice(year: number): { en: string; fr: string } {
  return {
    en: `© ${year} ${COPYRIGHT_HOLDER}. All rights reserved.`,
    fr: `© ${year} ${COPYRIGHT_HOLDER}. Tous droits réservés.`,
  };
}

/**
 * The XMP packet of an exported image: the notice in `dc:rights` (what Photoshop, Lightroom and DAMs show as
 * the copyright) and `photoshop:Credit`, the item number as `dc:identifier` and title, and item, colour and
 * season as keywords and in the description, the fields a retailer's image library searches.
 */
export function photoXmp({ item, color, season, year }: PhotoIdentity): string {
  const notice = copyrightNotice(year);
  const facts = [item, color, season].filter((fact) => fact !== "");
  return [
    '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ` xmpRights:Marked="True" photoshop:Credit="${xmlAttribute(COPYRIGHT_HOLDER)}">`,
    `<dc:rights>${langAlt({ "x-default": notice.en, "en-CA": notice.en, "fr-CA": notice.fr })}</dc:rights>`,
    `<dc:identifier>${xmlText(item)}</dc:identifier>`,
    `<dc:title>${langAlt({ "x-default": item })}</dc:title>`,
    `<dc:description>${langAlt({ "x-default": facts.join(" · ") })}</dc:description>`,
    `<dc:subject><rdf:Bag>${facts.map((fact) => `<rdf:li>${xmlText(fact)}</rdf:li>`).join("")}</rdf:Bag></dc:subject>`,
    "</rdf:Description>",
    "</rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="w"?>',
  ].join("");
}
