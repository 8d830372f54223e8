import { STUDIO_PATH } from "~/features/tools";

/** Followed by a brand's id: its editor; its history adds `/history`. */
export const STUDIO_BRANDS_PATH = `${STUDIO_PATH}/brands`;
/** Where the studio's previews are: each shows a draft as a visitor would see it, and may frame itself. */
export const STUDIO_PREVIEWS_PATH = `${STUDIO_PATH}/preview`;
/** Followed by a brand's id: its draft as a visitor would see it. */
export const STUDIO_PREVIEW_PATH = `${STUDIO_PREVIEWS_PATH}/brands`;
/** Followed by a page's name: its draft framed at a phone's width (at a desktop's, it is the page itself). */
export const STUDIO_PAGE_PREVIEW_PATH = `${STUDIO_PREVIEWS_PATH}/pages`;

/** The brand line-up: which brands the site lists, in what order, which in its grids, which retired. */
export const STUDIO_LINEUP_PATH = `${STUDIO_PATH}/line-up`;

/** A brand not created yet: its page written, its artwork chosen, before its first draft. */
export const STUDIO_NEW_BRAND_PATH = `${STUDIO_PATH}/new-brand`;

/** Followed by a page's name (`about`): the editor of its copy; its history adds `/history`. */
export const STUDIO_PAGES_PATH = `${STUDIO_PATH}/pages`;
/** On a public page's address, for staff: the page with its copy's draft in place (`/about?preview=draft`). */
export const COPY_PREVIEW_PARAM = "preview";
export const COPY_PREVIEW_VALUE = "draft";
/** On a public page's address, for staff: the page with the company facts' draft in place (`?preview=company`). */
export const FACTS_PREVIEW_VALUE = "company";
/** The company's facts: address, phone, hours and the addresses pages show. */
export const STUDIO_COMPANY_PATH = `${STUDIO_PATH}/company`;
/** Where a facts' draft is previewed: the page that shows all of them. */
export const FACTS_PREVIEW_PAGE = "/contact";

/** A publication's note, as its history lists it. */
export const PUBLICATION_NOTE_MAX_LENGTH = 200;

/**
 * A brand's editor form, URL-encoded: both languages' texts at their longest (some 15,000 characters) with
 * room for the encoding of accented letters. Anything larger is refused unread.
 */
export const STUDIO_FORM_LIMIT_BYTES = 160 * 1024;

/** The largest image the studio takes (JPEG, PNG or WebP). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** An upload's form: the image and its two descriptions, with room for the multipart framing. */
export const UPLOAD_FORM_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
/**
 * Pixels an upload may open into, at most (a 12,000 × 8,000 photo). A small file that claims more (an image
 * made to explode in memory) is refused before it is decoded.
 */
export const UPLOAD_MAX_PIXELS = 96_000_000;
/**
 * The most a content archive may expand to (decision 270): its JSON is read whole, and every image in it is
 * held twice while it is checked; a few hundred studio photographs fit well within.
 */
export const ARCHIVE_MAX_EXPANDED_BYTES = 256 * 1024 * 1024;
/** Where uploaded images are served: `/img/uploads/{image}/{file}`, beside the build's own images. */
export const UPLOADS_PATH = "/img/uploads";
