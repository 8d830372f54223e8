// The door of live-content/ (what visitors see of the content the studio publishes: each item's live
// revision, kept in memory, and the watch that replaces it when any instance publishes). Public pages read
// it; the studio tells it of its own publications (docs/architecture.md).
export {
  BRAND_KIND,
  COMPANY_ITEM,
  COMPANY_KIND,
  checkedDocument,
  companyFactsNow,
  LINEUP_ITEM,
  LINEUP_KIND,
  type LiveBrand,
  onPublication,
  PAGE_KIND,
  type PublishedContent,
  publicationMade,
  publishedBrandName,
  publishedContent,
  publishedNow,
  stopWatchingPublications,
  storedLineup,
  watchPublications,
} from "./published.server";
