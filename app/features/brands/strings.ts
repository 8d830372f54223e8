import type { StringSection } from "~/features/i18n";

export const BRAND_LIST_STRINGS = ["brands.list"] as const satisfies readonly StringSection[];
export const BRAND_PAGE_STRINGS = ["brands.page"] as const satisfies readonly StringSection[];
export const BRAND_NOT_FOUND_STRINGS = ["brands.notFound"] as const satisfies readonly StringSection[];
export const BRAND_RETIRED_STRINGS = ["brands.retired"] as const satisfies readonly StringSection[];
