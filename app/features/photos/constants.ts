/** The Photo Downloader's limits and names, as SPEC.md §7 and §9 state them. */

/** Photo mode zips the photos; sheet mode lists their links in a CSV. */
export const DOWNLOAD_MODES = ["photos", "sheet"] as const;
export type DownloadMode = (typeof DOWNLOAD_MODES)[number];

/** Photos are numbered 01, 02, … and at most this many are probed per item. */
export const MAX_PHOTOS_PER_ITEM = 100;

/** Probing an item stops after this many missing or invalid photos in a row. */
export const MAX_CONSECUTIVE_MISSES = 3;

/** Where product photos live, on disk under PHOTOS_DIR and in URLs: `{PHOTO_PATH}/{item}/{item}_{NN}.jpg`. */
export const PHOTO_PATH = "/images/product_photos_item_numbers";

/** The product directory inside PHOTOS_DIR (or under PHOTO_PATH on PHOTOS_ORIGIN). */
export const MASTER_DIRECTORY_FILE = "item_number_master_directory.json";

/** The Photo Downloader's page, and its history of runs. */
export const PHOTO_DOWNLOADER_PAGE = "/tools/photo-downloader";
export const PHOTO_HISTORY_PAGE = "/tools/photo-downloader/history";
/** `?run={id}` on the Photo Downloader fills its form from a run of the history. */
export const RUN_AGAIN_PARAM = "run";
/** Item numbers the history shows per run; the rest are counted. */
export const HISTORY_ITEMS_SHOWN = 5;

/** POST here prepares a download; GET `{DOWNLOADS_API_PATH}/{id}` fetches it. */
export const DOWNLOADS_API_PATH = "/api/photos/downloads";

export const ZIP_FILE_PREFIX = "photos_";
export const CSV_FILE_PREFIX = "photo_links_";
export const CSV_HEADER = ["Item Number", "Image URL"] as const;

/**
 * Sheet Creation's formats: the spec's `Item Number,Image URL` (the default), Shopify's product CSV, Google
 * Merchant Center's feed columns, and one row per item with a column per view.
 */
export const SHEET_FORMATS = ["links", "shopify", "google", "perItem"] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];
export const DEFAULT_SHEET_FORMAT: SheetFormat = "links";
export const SHOPIFY_HEADER = ["Handle", "Image Src", "Image Position", "Image Alt Text"] as const;
export const GOOGLE_MERCHANT_HEADER = ["id", "image_link", "additional_image_link"] as const;

/**
 * A product's thumbnail in the browse list, for staff: `{THUMBNAILS_API_PATH}/{item}`. Drawn at
 * THUMBNAIL_SIZE CSS pixels and made at twice that, sharp on a high-density screen.
 */
export const THUMBNAILS_API_PATH = "/api/photos/thumbnails";
export const THUMBNAIL_SIZE = 48;
export const THUMBNAIL_PIXELS = THUMBNAIL_SIZE * 2;

/** Public, stable links to a preset's images: `{EXPORTS_PATH}/{preset}/{item}/{file}`. */
export const EXPORTS_PATH = "/images/exports";

/**
 * Item numbers are folder and file names, so they are checked against this before any path or URL is
 * built from them: letters, digits, dashes and underscores only, which rules out `.`, `/` and `\`.
 */
export const ITEM_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** More than any weekly batch; keeps one request from tying up the server indefinitely. */
export const MAX_ITEMS_PER_BATCH = 5_000;

/**
 * The form posted without scripts: a full batch of the longest item numbers, each as a browser encodes it
 * with its separator, fits; anything larger is no batch this form could send.
 */
export const BATCH_FORM_LIMIT_BYTES = 1024 * 1024;

/** A prepared download stays available this long after its items were resolved. */
export const DOWNLOAD_LIFETIME_MS = 60 * 60 * 1000;

/** A photo origin that does not answer a probe within this time fails the item. */
export const PROBE_TIMEOUT_MS = 15_000;

/** Fixed row height of the virtualised product list, in pixels (Tailwind `h-20`): three lines on a phone. */
export const PRODUCT_ROW_HEIGHT = 80;

/** Photos checked at once when a looked-up batch is checked again before its download is prepared. */
export const PHOTO_CHECKS_IN_FLIGHT = 8;

/** Items looked up ahead of the one being reported: enough to hide disk and network waits, few enough to stay light. */
export const ITEM_LOOKAHEAD = 8;

/** Share links: `{SHARE_PATH}/{token}` is the retailer's page; staff list them at PHOTO_SHARES_PAGE. */
export const SHARE_PATH = "/share";
export const PHOTO_SHARES_PAGE = "/tools/photo-downloader/shares";
/** A share link's validity in days: 7 unless staff choose otherwise, from 1 to 90. */
export const SHARE_DEFAULT_DAYS = 7;
export const SHARE_MIN_DAYS = 1;
export const SHARE_MAX_DAYS = 90;
/**
 * The staff list of share links, a page at a time, newest first: `?page=2` is the next page. Enough for a
 * few weeks of links on one screen, few enough that the page stays light after years of them.
 */
export const SHARES_PER_PAGE = 25;
export const SHARES_PAGE_PARAM = "page";
/** The note for the retailer: a few sentences. */
export const SHARE_NOTE_MAX_LENGTH = 500;
/** A share form as a browser posts it: the longest note, up to nine bytes a character URL-encoded, and the rest. */
export const SHARE_FORM_LIMIT_BYTES = SHARE_NOTE_MAX_LENGTH * 9 + 1024;

/**
 * Line sheets (decision 252): staff make them at PHOTO_LINE_SHEETS_PAGE; `{LINE_SHEETS_API_PATH}/{id}` is the
 * PDF, and `{SHARE_PATH}/{token}/{SHARE_LINE_SHEET_FILE}` a shared one's. Made for one brand's season, or for
 * up to LINE_SHEET_MAX_ITEMS item numbers: a catalogue-sized sheet, made in seconds.
 */
export const PHOTO_LINE_SHEETS_PAGE = "/tools/photo-downloader/line-sheets";
export const LINE_SHEETS_API_PATH = "/api/photos/line-sheets";
export const SHARE_LINE_SHEET_FILE = "line-sheet.pdf";
export const LINE_SHEET_FILE_PREFIX = "line_sheet_";
export const LINE_SHEET_MAX_ITEMS = 1_000;
export const PDF_CONTENT_TYPE = "application/pdf";
