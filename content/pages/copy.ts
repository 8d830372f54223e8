/**
 * The pages whose copy the studio edits, in the site's order (decision 227). Each names the parts of the site's
 * string tables it reads (`about`, `pages.b2b`): every text in them is the company's to write, except the
 * interface words listed under `interface` (a button's label for screen readers, a slideshow's controls) and
 * any text that holds a `{{placeholder}}`, which stay in code with the product's other words.
 */
export const PAGE_COPY = {
  home: {
    path: "/",
    sections: ["home"],
    interface: [
      "home.hero.label",
      "home.hero.contactLogo",
      "home.hero.previous",
      "home.hero.next",
      "home.hero.pause",
      "home.hero.play",
      "home.strip.pause",
      "home.strip.play",
      "home.promo.readMoreLabel",
    ],
  },
  about: { path: "/about", sections: ["about"], interface: [] },
  services: { path: "/services", sections: ["services"], interface: [] },
  distribution: {
    path: "/distribution",
    sections: ["distribution"],
    interface: ["distribution.facts.label"],
  },
  b2b: { path: "/b2b", sections: ["pages.b2b"], interface: [] },
} as const satisfies Record<
  string,
  { path: string; sections: readonly string[]; interface: readonly string[] }
>;

export type CopyPage = keyof typeof PAGE_COPY;
export const COPY_PAGES = Object.keys(PAGE_COPY) as CopyPage[];

/**
 * The longest each kind of text may be, in characters, by the last part of its key: a browser tab's title and a
 * search result's description stay within what those show; a paragraph has room for today's longest and more.
 */
export const COPY_LIMITS = {
  title: 80,
  description: 220,
  eyebrow: 60,
  heading: 120,
  label: 160,
  value: 40,
  imageAlt: 200,
  paragraph: 900,
} as const;

const PARAGRAPH_KEYS = /(?:^|\.)(?:body|intro|first|second|notify)$/;
const SHORT_KEYS: Record<string, keyof typeof COPY_LIMITS> = {
  title: "title",
  description: "description",
  eyebrow: "eyebrow",
  heading: "heading",
  value: "value",
  imageAlt: "imageAlt",
};

/** Which limit a text of the copy has, by its key. */
export function copyLimit(key: string): number {
  if (PARAGRAPH_KEYS.test(key)) return COPY_LIMITS.paragraph;
  const last = key.slice(key.lastIndexOf(".") + 1);
  return COPY_LIMITS[SHORT_KEYS[last] ?? "label"];
}
