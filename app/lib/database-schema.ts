import type { Generated, Kysely, Transaction } from "kysely";

/**
 * The tables as both engines store them (made by `migrations/`, decision 296). Times are milliseconds
 * since 1970 in UTC and JSON is text, so a row reads the same from SQLite and from PostgreSQL.
 */
export interface DatabaseSchema {
  throttle_events: {
    bucket: string;
    client: string;
    at: number;
    /** What the attempt was at, within the client's count (decision 263); empty where nothing finer is kept. */
    about: Generated<string>;
  };
  contact_outbox: {
    id: Generated<number>;
    created_at: number;
    recipient: string;
    submission: string;
    status: Generated<"pending" | "sending" | "sent" | "failed">;
    attempts: Generated<number>;
    next_attempt_at: number;
    claimed_until: number | null;
    claimed_by: string | null;
    last_error: string | null;
    sent_at: number | null;
    department: string | null;
    brand: string | null;
    search_text: Generated<string>;
    requeued_at: number | null;
    failed_at: number | null;
    /** A visitor's lead, or mail for staff (an invitation or a password reset). */
    kind: Generated<"lead" | "staff">;
    /** Held for review (sent without JavaScript): not delivered until staff release it. */
    held_at: number | null;
    /** Marked handled by a member of staff (`handled_by`, a staff account's id); both null when not. */
    handled_at: number | null;
    handled_by: number | null;
  };
  contact_used_challenges: {
    signature: string;
    expires_at: number;
  };
  /** What a public form's post came to, by a hash of its proof: a repeat is answered with it (decision 274). */
  form_receipts: {
    key: string;
    /** JSON: what keeping the post returned. */
    receipt: string;
    bot_checked: number;
    expires_at: number;
  };
  staff_accounts: {
    id: Generated<number>;
    /** Lowercased: one address is one account. */
    email: string;
    name: string;
    role: "owner" | "marketing" | "sales";
    language: "en" | "fr";
    state: "invited" | "active" | "deactivated";
    /** Null: the configured TOOLS_PASSWORD(_HASH) for the first owner; no password yet for an invitee. */
    password_hash: string | null;
    totp_secret: string | null;
    totp_enabled_at: number | null;
    /** The last time step a code was accepted for: a code is never taken twice. */
    totp_last_step: number | null;
    created_at: number;
    updated_at: number;
  };
  staff_sessions: {
    id_hash: string;
    account_id: number;
    started_at: number;
    last_seen_at: number;
    /** Set while the password is right but the second factor is still to come; the session opens nothing. */
    second_factor_due_until: number | null;
    device: Generated<string>;
    ip_prefix: Generated<string>;
  };
  staff_tokens: {
    token_hash: string;
    account_id: number;
    purpose: "invitation" | "reset";
    created_at: number;
    expires_at: number;
    used_at: number | null;
  };
  staff_known_clients: {
    account_id: number;
    client_hash: string;
    last_signed_in_at: number;
  };
  staff_recovery_codes: {
    account_id: number;
    code_hash: string;
    used_at: number | null;
  };
  /** A retail buyer's account (decision 330): the staff account's columns, the customer and a role in it. */
  buyer_accounts: {
    id: Generated<number>;
    /** Lowercased: one address is one account, and never a staff account's too. */
    email: string;
    name: string;
    customer_number: string;
    role: "buyer" | "customer_admin";
    language: "en" | "fr";
    state: "invited" | "active" | "deactivated";
    /** Null until the invitation is used. */
    password_hash: string | null;
    totp_secret: string | null;
    totp_enabled_at: number | null;
    totp_last_step: number | null;
    created_at: number;
    updated_at: number;
  };
  buyer_sessions: DatabaseSchema["staff_sessions"];
  buyer_tokens: DatabaseSchema["staff_tokens"];
  buyer_known_clients: DatabaseSchema["staff_known_clients"];
  buyer_recovery_codes: DatabaseSchema["staff_recovery_codes"];
  retail_applications: {
    id: Generated<number>;
    created_at: number;
    language: "en" | "fr";
    /** The application as validated and written the one way (JSON). */
    details: string;
    search_text: string;
    /** 1: the bot check passed; 0: sent without JavaScript and confirmed with a form token. */
    bot_checked: number;
    status: Generated<"new" | "inReview" | "approved" | "declined">;
    status_changed_at: number;
    /** Sent without JavaScript: nothing mailed until staff release it (decision 273). */
    held_at: number | null;
    /** The ERP customer number the approved application became (decision 330); null until then. */
    customer_number: Generated<string | null>;
  };
  retail_application_changes: {
    id: Generated<number>;
    application_id: number;
    status: "new" | "inReview" | "approved" | "declined";
    changed_at: number;
    /** The staff account that made the change; null for the application's arrival. */
    changed_by: number | null;
  };
  store_lists: {
    id: Generated<number>;
    created_at: number;
    /** The staff account that imported the file; null for the sample list a new site starts with. */
    created_by: number | null;
    file_name: string;
    store_count: number;
    /** The rows left out and why (JSON). */
    failed_rows: string;
    published_at: number | null;
    published_by: number | null;
  };
  stores: {
    id: Generated<number>;
    list_id: number;
    position: number;
    name: string;
    address: string;
    city: string;
    province: string;
    postal_code: string;
    phone: string;
    website: string;
    /** The ids of the brands it carries (JSON array). */
    brands: string;
  };
  /** The day's salt for visitor hashes (decision 243); gone once its day is over. */
  analytics_salts: {
    day: string;
    salt: string;
  };
  analytics_visitors: {
    day: string;
    visitor: string;
  };
  analytics_days: {
    day: string;
    views: Generated<number>;
    visitors: Generated<number>;
  };
  /** `period`: a day (`2026-11-27`), or a month (`2026-11`) once rolled up. An absent value is ''. */
  analytics_views: {
    period: string;
    path: string;
    language: string;
    referrer: string;
    source: string;
    medium: string;
    campaign: string;
    device: string;
    views: number;
  };
  analytics_goals: {
    period: string;
    goal: string;
    brand: string;
    page: string;
    count: number;
  };
  notify_list: {
    id: Generated<number>;
    /** Lowercased: one address is one row. */
    email: string;
    language: "en" | "fr";
    /** When the address was last asked for, and its confirmation mail sent. */
    requested_at: number;
    confirmed_at: number | null;
    /** SHA-256 of the open confirmation link's token; null once confirmed. */
    confirm_hash: string | null;
  };
  audit_log: {
    id: Generated<number>;
    at: number;
    /** The staff account that acted; null for a buyer's action or a failed sign-in that named no account. */
    actor_id: number | null;
    /** The buyer account that acted (decision 330); null for staff's actions. */
    buyer_id: Generated<number | null>;
    action: string;
    record: string | null;
    /** Structured facts of the action as JSON (an export's filter), never a lead's words. */
    detail: string | null;
    ip_prefix: string;
  };
  photo_downloads: {
    id: string;
    mode: "photos" | "sheet";
    file_name: string;
    items: string;
    created_at: number;
    preset: Generated<string>;
    sheet_format: Generated<string>;
  };
  photo_history: {
    id: Generated<number>;
    created_at: number;
    kind: "export" | "sheet" | "share" | "lineSheet";
    /** The export preset (`originals` for the photos as stored). */
    preset: string;
    item_count: number;
    photo_count: number;
    /** Bytes sent, once a download has gone through to the end. */
    bytes: number | null;
    items: string;
    download_id: string | null;
    /** A sheet's format; null for an export. */
    sheet_format: string | null;
    /** A line sheet's language; null for anything else. */
    language: string | null;
  };
  /** What `/images/exports/{preset}/{item}/{file}` may serve: items staff exported or linked with a preset. */
  photo_export_items: {
    preset: string;
    item: string;
    /** The item's photo file names (JSON), as the export named them. */
    photos: string;
    exported_at: number;
  };
  /** Every publication of a content item (decision 219); the newest of an item is live. */
  content_revisions: {
    id: Generated<number>;
    /** What the item is: `brand` (the studio's content kinds). */
    kind: string;
    /** Which one: a brand's id. */
    item: string;
    /** 1, 2, 3… per item. */
    number: number;
    /** The whole document (JSON), as content/'s schema for the kind validates it. */
    document: string;
    note: Generated<string>;
    /** Null for the revision made from content/ on first start. */
    author_id: number | null;
    published_at: number;
  };
  /** The one unpublished draft an item may have. */
  content_drafts: {
    kind: string;
    item: string;
    document: string;
    /** The revision the draft was started from. */
    base_number: number;
    /** Grows with each save; a save names the version it edited. */
    version: number;
    saved_by: number | null;
    saved_at: number;
  };
  /** Images uploaded in the studio (decision 221): the original, kept to make its sizes again. */
  content_images: {
    /** A digest of the original: the image's address changes with its content. */
    id: string;
    /** Which kind of slot it was made for (`hero`, `section`, `contact`). */
    kind: string;
    original: Uint8Array;
    original_type: string;
    width: number;
    height: number;
    uploaded_by: number | null;
    uploaded_at: number;
  };
  /** Every size and format of an uploaded image, by its file name (`hero-1920.avif`). */
  content_image_files: {
    image_id: string;
    file: string;
    bytes: Uint8Array;
  };
  /** Share links (decision 148); the token itself is never stored. */
  photo_shares: {
    id: Generated<number>;
    token_hash: string;
    token_hint: string;
    created_at: number;
    expires_at: number;
    revoked_at: number | null;
    preset: string;
    /** The items and their photo names (JSON), as the run resolved them. */
    items: string;
    note: Generated<string>;
    downloads: Generated<number>;
    /** The staff member who made the link, by name as it was then; empty for links made before names were kept. */
    sent_by: Generated<string>;
    /** A line sheet's language; null for a link to photos. */
    line_sheet_language: string | null;
    /** The brand manager a line sheet names on every page. */
    line_sheet_manager: Generated<string>;
    /** The customer a shared line sheet carries the prices of; null for one without prices, or photos. */
    line_sheet_customer: string | null;
  };
  photo_line_sheets: {
    /** Unguessable, as a prepared download's id: the key of its PDF's address. */
    id: string;
    created_at: number;
    language: string;
    manager: string;
    /** The items and their photo names (JSON); an item whose photo is coming has none. */
    items: string;
    /** The customer whose prices and terms it carries (its ERP number); null for a sheet without prices. */
    customer_number: string | null;
  };
  /** A style, as the ERP's product feed last gave it: one model of one brand in one season. */
  catalogue_styles: {
    style_number: string;
    /** A brand's id in content (`aquatalia`). */
    brand: string;
    season: string;
    category: string;
    gender: "women" | "men" | "kids" | "unisex";
    /** A size scale's code (`SIZE_SCALES`). */
    size_scale: string;
    name_en: string;
    name_fr: string;
    description_en: Generated<string>;
    description_fr: Generated<string>;
    materials_en: Generated<string>;
    materials_fr: Generated<string>;
    /** Manufacturer's suggested retail price, in cents (CAD). */
    msrp_cents: number;
    updated_at: number;
  };
  /** A style in one colour; its item number (`22592-600`) is the Photo Downloader's. */
  catalogue_colourways: {
    item_number: string;
    style_number: string;
    colour_code: string;
    colour_name_en: string;
    colour_name_fr: string;
    updated_at: number;
  };
  /** A colourway in one size and width. */
  catalogue_skus: {
    /** The UPC-A or EAN-13 as a GTIN-14 (leading zeros): a scanned code of any length finds it. */
    gtin: string;
    item_number: string;
    size: string;
    /** Empty where the size scale has no widths. */
    width: Generated<string>;
    /** Units to a case: an order is in whole cases. */
    case_pack: number;
    updated_at: number;
  };
  /** How many units of a SKU one prepack of its colourway holds (migration 0907). */
  catalogue_prepack_units: {
    gtin: string;
    prepack_code: string;
    units: number;
  };
  /** A SKU's stock as the ERP's stock feed last gave it. */
  catalogue_stock: {
    gtin: string;
    /** Available to sell, by the ERP's count: orders placed here and not yet taken by the ERP come off it. */
    erp_ats: number;
    incoming_quantity: Generated<number>;
    /** The next receipt's date (`2026-12-15`); null when nothing is coming. */
    incoming_date: string | null;
    /** Held by orders placed here and not yet taken by the ERP (part 2); the buyer sees `erp_ats - reserved`. */
    reserved: Generated<number>;
    updated_at: number;
  };
  /** A price list of the ERP's (decision 324): for every customer, a group of them, or one. */
  price_lists: {
    code: string;
    kind: "base" | "group" | "customer";
    /** The group's code or the customer's number; empty for a base list. */
    applies_to: string;
    /** The first and last day it applies (`2026-12-15`, the head office's days); null is open-ended. */
    starts_on: string | null;
    ends_on: string | null;
    updated_at: number;
  };
  /** A list's price of a colourway (`gtin` empty) or of one of its SKUs, in cents of CAD. */
  catalogue_prices: {
    list_code: string;
    item_number: string;
    gtin: string;
    price_cents: number;
  };
  /** A retail customer as the ERP's customers feed gave it (decision 325). */
  customers: {
    customer_number: string;
    legal_name: string;
    operating_name: Generated<string>;
    /** `123456789RT0001`; empty where the ERP has none. */
    gst_hst_number: Generated<string>;
    /** `1234567890TQ0001`, for a customer in Quebec; empty otherwise. */
    qst_number: Generated<string>;
    /** A provincial sales tax number (BC, SK, MB) as the ERP has it; empty otherwise. */
    pst_number: Generated<string>;
    /** Payment terms as the ERP words them (`Net 30`). */
    terms: string;
    credit_limit_cents: Generated<number>;
    /** What the customer owes now, by the ERP; below zero when the company owes it. */
    open_balance_cents: Generated<number>;
    document_language: "en" | "fr";
    status: "active" | "on_hold";
    updated_at: number;
    /** 1 when its orders must carry its purchase order number (migration 0910). */
    po_required: Generated<number>;
  };
  /** The price groups a customer is in (a group's lists apply to it). */
  customer_price_groups: {
    customer_number: string;
    group_code: string;
  };
  /** A customer's ship-to location (a door); retired when the ERP stops sending it, never deleted. */
  customer_ship_tos: {
    customer_number: string;
    code: string;
    name: string;
    store_number: Generated<string>;
    street: string;
    city: string;
    /** Two letters (`QC`). */
    province: string;
    /** `H2X 3K2`. */
    postal_code: string;
    status: "active" | "retired";
    updated_at: number;
  };
  /** A line of a buyer's cart: one per SKU (migration 0910, decision 333). */
  cart_lines: {
    buyer_id: number;
    gtin: string;
    quantity: number;
    /** Units over what is available: backordered or cancelled, as the buyer chose; null until asked. */
    shortage: "backorder" | "cancel" | null;
    added_at: number;
    updated_at: number;
  };
  /** The notice of an idle cart's coming expiry, once per idle spell (decision 340). */
  cart_notices: {
    buyer_id: number;
    /** The cart's last change the notice was about, in milliseconds. */
    idle_since: number;
    noticed_at: number;
  };
  /** An order a buyer placed, as agreed when it was placed (decision 333). */
  orders: {
    id: Generated<number>;
    customer_number: string;
    buyer_id: number;
    /** The ship-to as it was, as JSON (`OrderShipTo`). */
    ship_to: string;
    /** The ship-to's province: its sales tax and, for Quebec, its documents' language. */
    province: string;
    po_number: Generated<string>;
    requested_ship_on: string | null;
    cancel_on: string | null;
    notes: Generated<string>;
    terms: string;
    /** Placed, or held for credit review (open balance and this order over the credit limit). */
    status: "placed" | "credit_review";
    document_language: "en" | "fr";
    subtotal_cents: number;
    tax_cents: number;
    total_cents: number;
    /** The checkout form's own key: the same form sent again finds this order. */
    idempotency_key: string;
    placed_at: number;
  };
  order_lines: {
    order_id: number;
    line: number;
    gtin: string;
    item_number: string;
    style_number: string;
    size: string;
    width: Generated<string>;
    /** Units ordered; of them, `shipping` reserved to ship now and `backordered`; the rest cancelled. */
    quantity: number;
    shipping: number;
    backordered: number;
    price_cents: number;
  };
  /** An order's sales taxes, one named line each (GST, HST, QST, PST, RST). */
  order_taxes: {
    order_id: number;
    code: string;
    /** Millionths: 9.975 % is 99750. */
    rate_ppm: number;
    base_cents: number;
    amount_cents: number;
  };
  /** Each file an ERP feed brought, once by its content (decision 321). */
  erp_feeds: {
    id: Generated<number>;
    kind: "products" | "prices" | "stock" | "customers";
    /** SHA-256 of the file's bytes, hex. */
    content_hash: string;
    file_name: string;
    source: "inbox" | "endpoint";
    received_at: number;
    status: "applied" | "refused";
    rows_total: number;
    rows_applied: number;
    rows_refused: number;
    /** The refused rows as JSON (`RefusedRow[]`: line, problem, the cells as they came). */
    refused_rows: Generated<string>;
    /** Why the whole file was refused; null when it was applied. */
    refusal: string | null;
    /** The file's column names as JSON, as its header line gave them; empty when it had none to read. */
    header: Generated<string>;
  };
}

/** The two engines the site runs on; a few statements differ between them (row locks exist on PostgreSQL only). */
export type Engine = "sqlite" | "postgres";

/** One typed query layer over the embedded SQLite (default) or PostgreSQL (`DATABASE_URL`). */
export interface Database {
  /** Which engine runs the queries. */
  engine: Engine;
  db: Kysely<DatabaseSchema>;
  /** A transaction that no other `exclusive` call with the same key runs beside, in any server process. */
  exclusive<T>(key: string, work: (tx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
