import { z } from "zod";
import { BRAND_REGISTRY } from "./registry.ts";

const brandId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a brand id like jbu-by-jambu");

/**
 * Which brands the site lists, in its order, and which it no longer carries (published by the studio, decision
 * 224). `shown: false` keeps a listed brand out of the grids and the logo strip while its page stays. A
 * retired brand's address answers 410, or sends visitors to its `replacement`, a brand listed or itself retired
 * with one.
 */
export const brandLineupSchema = z
  .strictObject({
    listed: z.array(z.strictObject({ id: brandId, shown: z.boolean() })),
    retired: z.array(z.strictObject({ id: brandId, replacement: brandId.optional() })),
  })
  .superRefine(({ listed, retired }, context) => {
    const ids = [...listed, ...retired].map((brand) => brand.id);
    const once = new Set(ids);
    if (once.size !== ids.length) context.addIssue({ code: "custom", message: "a brand appears twice" });
    const replacements = new Map(retired.map(({ id, replacement }) => [id, replacement]));
    for (const { id, replacement } of retired) {
      if (replacement !== undefined && !once.has(replacement))
        context.addIssue({ code: "custom", message: `${id}'s replacement is no brand of the line-up` });
      // Replacements lead to a listed brand or a plain 410, never round in a circle of redirects.
      let next = replacement;
      for (let step = 0; next !== undefined && replacements.has(next); step += 1) {
        if (step > retired.length) {
          context.addIssue({ code: "custom", message: `${id}'s replacements go round in a circle` });
          break;
        }
        next = replacements.get(next);
      }
    }
  });

export type BrandLineup = z.infer<typeof brandLineupSchema>;

/** The line-up content/ starts the site with: every brand of the registry, in its order. */
export const SEED_LINEUP: BrandLineup = {
  listed: BRAND_REGISTRY.map(({ id, inGrids }) => ({ id, shown: inGrids })),
  retired: [],
};
