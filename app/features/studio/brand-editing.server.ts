import { type PublishedBrand, publishedBrandSchema } from "@content/brands/schema";
import type { RouterContextProvider } from "react-router";
import { BRAND_KIND } from "~/features/live-content/index.server";
import { database } from "~/lib/database.server";
import { frenchGaps } from "./brand-text";
import { editingOf, type ItemEdit, type ItemVersion } from "./item-editing.server";

export type { ItemState as BrandState, RevisionSummary } from "./item-editing.server";
export type BrandVersion = ItemVersion<PublishedBrand>;
export type BrandEdit = ItemEdit<PublishedBrand>;

const parsed = (document: string): PublishedBrand => publishedBrandSchema.parse(JSON.parse(document));

const brands = editingOf({ kind: BRAND_KIND, parse: parsed, frenchGaps });

export const brandEdit = brands.edit;
export const saveBrandDraft = brands.saveDraft;
export const publishBrand = brands.publish;
export const rollBackBrand = brands.rollBack;
export const discardBrandDraft = brands.discard;
export const brandHistory = brands.history;
export const brandRevision = brands.revision;
export const brandStates = brands.states;

/**
 * Keeps a brand added in the studio as its first draft, under the id its name gives it, unless a brand (live,
 * retired or only drafted) already has that id. Visitors see nothing of it until it is published.
 */
export function createBrand(context: Readonly<RouterContextProvider>, published: PublishedBrand) {
  return brands.create(context, published.brand.id, published);
}

/** A brand added in the studio and not published yet, for the studio's list. */
export interface NewBrand {
  id: string;
  names: Record<"en" | "fr", string>;
  by: string | null;
  at: number;
}

/** Every brand that has a draft and no publication yet, oldest first. */
export async function newBrands(): Promise<NewBrand[]> {
  const { db } = await database();
  const rows = await db
    .selectFrom("content_drafts as d")
    .leftJoin("staff_accounts as a", "a.id", "d.saved_by")
    .select(["d.item", "d.document", "d.saved_at", "a.name"])
    .where("d.kind", "=", BRAND_KIND)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("content_revisions as r")
            .select("r.id")
            .whereRef("r.kind", "=", "d.kind")
            .whereRef("r.item", "=", "d.item"),
        ),
      ),
    )
    .orderBy("d.saved_at")
    .execute();
  return rows.map((row) => {
    const { brand } = parsed(row.document);
    return { id: row.item, names: { en: brand.en.name, fr: brand.fr.name }, by: row.name, at: row.saved_at };
  });
}
