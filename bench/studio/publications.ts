// Publications made through the studio's forms, as marketing would make them over months: most of them a new
// revision of a brand's French and English descriptions, spread over the brands; every fourth a page's copy
// (the home, about and services pages) and every tenth a legal page's, so the pages read laid-over copy and
// stamped dates too. The load and Lighthouse benchmarks run after BENCH_PUBLICATIONS of them, so their figures
// are those of a site that has been edited.
import { BRANDS } from "../../content/brands/index.ts";
import { getPage, postForm } from "../../tests/support/staff-accounts.ts";
import { signIn } from "../../tests/support/staff-client.ts";
import { editorFields, postBrand } from "../../tests/support/studio-client.ts";

/** How many publications the load and Lighthouse runs make first (0: the site as content/ seeds it). */
export const PUBLICATIONS = Number(process.env.BENCH_PUBLICATIONS ?? 0);

/** A page's text each publication of it changes, in both languages. */
const PAGE_TEXTS = [
  { page: "home", key: "home.hero.body" },
  { page: "about", key: "about.intro" },
  { page: "services", key: "services.intro" },
  { page: "privacy", key: "privacy.intro" },
] as const;

/** Publishes `key`'s English and French with the edition's number added, through the page's editor. */
async function publishPage(
  origin: string,
  cookie: string,
  { page, key }: (typeof PAGE_TEXTS)[number],
  made: number,
) {
  const editor = `/tools/studio/pages/${page}`;
  const fields = editorFields((await getPage(origin, editor, cookie)).text);
  const english = fields[`en.${key}`];
  const french = fields[`fr.${key}`];
  if (english === undefined || french === undefined)
    throw new Error(`the ${page} page's editor has no ${key}`);
  return postForm(origin, editor, cookie, {
    ...fields,
    [`en.${key}`]: `${english.replace(/ Edition \d+\.$/, "")} Edition ${made}.`,
    [`fr.${key}`]: `${french.replace(/ Édition \d+\.$/, "")} Édition ${made}.`,
    note: `Publication ${made}`,
    intent: "publish",
  });
}

export async function publishMany(origin: string, count: number): Promise<void> {
  if (count === 0) return;
  const cookie = await signIn(origin, "192.0.2.10");
  for (let made = 1; made <= count; made++) {
    const brand = BRANDS[made % BRANDS.length];
    if (!brand) throw new Error("content/ has no brands");
    const page = made % 10 === 0 ? PAGE_TEXTS[3] : made % 4 === 0 ? PAGE_TEXTS[(made / 4) % 3] : undefined;
    const answer = page
      ? await publishPage(origin, cookie, page, made)
      : await postBrand(
          origin,
          cookie,
          brand.id,
          {
            "en.description": `${brand.en.description} Edition ${made}.`,
            "fr.description": `${brand.fr.description} Édition ${made}.`,
            note: `Publication ${made}`,
          },
          { intent: "publish" },
        );
    if (answer.status !== 200) {
      throw new Error(`publication ${made} of ${page?.page ?? brand.id}: HTTP ${answer.status}`);
    }
  }
}
