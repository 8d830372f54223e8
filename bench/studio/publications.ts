// Publications made through the studio's form, as marketing would make them over months: each one a new
// revision of a brand's French and English descriptions, spread over the brands. The load and Lighthouse
// benchmarks run after BENCH_PUBLICATIONS of them, so their figures are those of a site that has been edited.
import { BRANDS } from "../../content/brands/index.ts";
import { signIn } from "../../tests/support/staff-client.ts";
import { postBrand } from "../../tests/support/studio-client.ts";

/** How many publications the load and Lighthouse runs make first (0: the site as content/ seeds it). */
export const PUBLICATIONS = Number(process.env.BENCH_PUBLICATIONS ?? 0);

export async function publishMany(origin: string, count: number): Promise<void> {
  if (count === 0) return;
  const cookie = await signIn(origin, "192.0.2.10");
  for (let made = 1; made <= count; made++) {
    const brand = BRANDS[made % BRANDS.length];
    if (!brand) throw new Error("content/ has no brands");
    const answer = await postBrand(
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
    if (answer.status !== 200) throw new Error(`publication ${made} of ${brand.id}: HTTP ${answer.status}`);
  }
}
