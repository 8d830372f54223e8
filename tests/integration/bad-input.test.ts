import { createHmac } from "node:crypto";
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import pLimit from "p-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/lib/public-pages";
import { type RawRequest, rawRequest } from "../support/raw-http.ts";
import { type SiteServer, startSiteServer } from "../support/site-server.ts";
import { signIn } from "../support/staff-client.ts";

/**
 * A corpus of what browsers never send, across every route: every method, odd and missing content types,
 * malformed cookies, hosts and percent-encodings, oversized and chunked bodies, NUL and lone surrogates,
 * cross-site posts. Whatever arrives, the answer is a 4xx or a success, never a 5xx; nothing a visitor
 * typed reaches the log, no stack trace is printed, and no message is stored or sent.
 */

/** Personal data a probe carries in bodies, cookies and query strings; none of it may reach the log. */
const MARKER = { name: "Zebulon", email: "zebulon.marker@probe.example", phone: "+1 555 0199 7731" };

/** The content studio's pages: probed signed out, and again signed in as the owner with every body. */
const STUDIO_PATHS = [
  "/tools/studio",
  "/tools/studio/brands/aquatalia",
  "/tools/studio/brands/no-such-brand",
  "/tools/studio/brands/aquatalia/history?compare=x",
  "/tools/studio/preview/brands/aquatalia?in=%",
  "/tools/studio/line-up",
  "/tools/studio/new-brand",
  "/tools/studio/company",
  "/tools/studio/pages/about",
  "/tools/studio/pages/about/history?compare=x",
  "/tools/studio/pages/privacy",
  "/privacy?preview=draft&in=fr",
  "/about?preview=draft&in=%",
  "/contact?preview=company",
];

/** A multipart form as a browser frames it; each part `[name, value]` or `[name, bytes, file name, type]`. */
function multipart(parts: Array<[string, string] | [string, Buffer, string, string]>) {
  const boundary = "----probe-boundary";
  const body = Buffer.concat([
    ...parts.map(([name, value, fileName, type]) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName ? `; filename="${fileName}"` : ""}\r\n${type ? `Content-Type: ${type}\r\n` : ""}\r\n`,
        ),
        Buffer.from(value),
        Buffer.from("\r\n"),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, body };
}

/** A PNG header claiming 50,000 × 50,000 pixels: a few bytes that would open into gigabytes. */
const PIXEL_BOMB = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from("IHDR"),
  Buffer.from([0, 0, 0xc3, 0x50, 0, 0, 0xc3, 0x50, 8, 2, 0, 0, 0, 0, 0, 0, 0]),
]);

/** Uploads no studio form sends: bombs, tricks in names and slots, scripts dressed as images, too much. */
const UPLOADS: Pick<RawRequest, "headers" | "body" | "chunked">[] = [
  multipart([
    ["token", "1.0"],
    ["slot", "heroImage"],
    ["en.alt", MARKER.name],
    ["fr.alt", MARKER.email],
    ["image", PIXEL_BOMB, "../../../../etc/passwd.png", "image/png"],
  ]),
  multipart([
    ["token", "1.0"],
    ["slot", "../../secrets"],
    ["en.alt", "x"],
    ["fr.alt", "y"],
    ["image", PIXEL_BOMB, "bomb.png", "image/png"],
  ]),
  multipart([
    ["token", "1.0"],
    ["slot", "heroImage"],
    ["en.alt", "x"],
    ["fr.alt", "y"],
    ["image", Buffer.from(`<svg onload="alert('${MARKER.phone}')"/>`), "hero.jpg", "image/jpeg"],
  ]),
  multipart([["image", Buffer.alloc(21 * 1024 * 1024, 0xff), "large.jpg", "image/jpeg"]]),
  { ...multipart([["token", "1.0"]]), chunked: true },
];

/**
 * Store files no spreadsheet writes: unclosed quotes, NUL, formulas, a name with a direction override and
 * controls, too large, a visitor's details as a store.
 */
const STORE_HEADER = "name,address,city,province,postal_code,phone,website,brands";
const STORE_FILES: Pick<RawRequest, "headers" | "body" | "chunked">[] = [
  multipart([["file", Buffer.from(`${STORE_HEADER}\n"unclosed,${MARKER.name}`), "stores.csv", "text/csv"]]),
  multipart([
    [
      "file",
      Buffer.from(`${STORE_HEADER}\n=HYPERLINK("x"),\u0000,Oakville,ON,L6J 1H4,,,Dockers`),
      "nul.csv",
      "text/csv",
    ],
  ]),
  multipart([
    [
      "file",
      Buffer.from(
        `${STORE_HEADER}\n${MARKER.name},${MARKER.email},Oakville,ON,L6J 1H4,${MARKER.phone},,Dockers`,
      ),
      "../../stores.csv",
      "text/csv",
    ],
  ]),
  multipart([["file", Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x00, 0x00]), "utf16.csv", "text/csv"]]),
  multipart([
    [
      "file",
      Buffer.from(`${STORE_HEADER}\nA,1 Main,Oakville,ON,L6J 1H4,,,Dockers`),
      "a\u0000\ud800.csv",
      "text/csv",
    ],
  ]),
  multipart([
    [
      "file",
      Buffer.from(
        `${STORE_HEADER}\nA,1 Main,Oakville,ON,L6J${"\u2011".repeat(500)}7W5,905${"\u2013".repeat(500)}555-0142 x${"9".repeat(500)},,Dockers`,
      ),
      "separators.csv",
      "text/csv",
    ],
  ]),
  multipart([
    [
      "file",
      Buffer.from(
        `${STORE_HEADER}\nKingston \u202EstooB\u200B\u0085,1 Princess Street,Kingston,ON,K7L 1A1,,,Dockers`,
      ),
      "overridden.csv",
      "text/csv",
    ],
  ]),
  multipart([["file", Buffer.alloc(3 * 1024 * 1024, 0x2c), "large.csv", "text/csv"]]),
  multipart([["file", MARKER.email]]),
  { ...multipart([["file", Buffer.from(STORE_HEADER), "stores.csv", "text/csv"]]), chunked: true },
];

const PATHS = [
  ...PUBLIC_PAGES.filter((page) => !page.startsWith("/brands/")),
  "/brands/aquatalia",
  "/brands/no-such-brand",
  "/no-such-page",
  "/tools/login",
  "/tools/login/second-factor",
  "/tools/logout",
  "/tools/password-reset",
  "/tools/password/not-a-token",
  `/tools/password/${"A".repeat(43)}`,
  "/tools/account",
  "/tools/account/second-factor",
  "/tools/account/name",
  "/tools/accounts",
  "/tools/accounts/1",
  "/tools/audit?actor=x&action=%&from=2026-13-45&page=-1",
  "/api/audit/export?from=x",
  "/tools",
  "/tools/photo-downloader",
  "/retailers/apply?brand=%&brand=x",
  `/where-to-buy?near=${encodeURIComponent(MARKER.phone)}&brand=%`,
  `/where-to-buy?near=${"L6J".repeat(2000)}&brand=born&brand=dockers`,
  "/where-to-buy?near=%00%ED%A0%80&brand=..%2F..",
  // Postal codes typed with every kind of separator, and distances no select offers.
  `/where-to-buy?near=${encodeURIComponent(`L6J${"\u2011\u00ad\t\u00a0".repeat(40)}7W5`)}&within=-1`,
  `/where-to-buy?near=${encodeURIComponent("l6j\u20137w5")}&within=1e309&within=any&brand=born`,
  "/tools/where-to-buy?check=-1&live=%",
  `/tools/where-to-buy?check=${"9".repeat(20)}`,
  "/api/stores/export?x=%",
  "/b2b/notify/confirm/not-a-token",
  `/b2b/notify/confirm/${"A".repeat(43)}`,
  "/b2b/notify/unsubscribe/1.x",
  `/b2b/notify/unsubscribe/${"9".repeat(10)}.${"A".repeat(43)}`,
  `/b2b/notify/unsubscribe/${"9".repeat(20)}.${"A".repeat(43)}`,
  "/tools/messages/notify-list",
  "/api/notify-list/export",
  "/tools/messages/1",
  "/tools/messages/applications?status=%&q=%",
  "/tools/messages/applications/not-an-id",
  `/tools/messages/applications/${"9".repeat(20)}`,
  "/api/contact",
  "/b2b/sign-in",
  "/b2b/sign-in/second-factor",
  "/b2b/sign-out",
  "/b2b/password-reset",
  "/b2b/password/not-a-token",
  `/b2b/password/${"A".repeat(43)}`,
  "/b2b/catalogue?q=%00&brand=%&page=99999&sort=..",
  "/b2b/catalogue/%2E%2E",
  "/b2b/account",
  "/images/catalogue/%/card.webp",
  "/images/catalogue/22592-600/..%2Fcard.webp",
  "/api/erp/feeds/products",
  "/api/erp/feeds/stock?mode=%",
  "/api/erp/feeds/%2E%2E",
  "/backend/send_email_smtp.php",
  "/api/contact/bot-check",
  "/api/contact/challenge",
  "/api/photos/directory",
  "/api/photos/lookups",
  "/api/photos/downloads",
  "/api/photos/downloads/not-a-download",
  "/api/photos/thumbnails/90003-001",
  "/api/photos/thumbnails/..%2F..%2Fpackage.json",
  "/images/exports/walmart/90003-001/90003-001_01.jpg",
  "/tools/photo-downloader/shares",
  "/tools/photo-downloader/line-sheets",
  "/api/photos/line-sheets/not-a-line-sheet",
  "/api/photos/line-sheets/..%2F..%2Fpackage.json",
  ...STUDIO_PATHS,
  "/img/uploads/not-an-image/hero-1920.avif",
  "/img/uploads/0123456789abcdef0123456789abcdef/..%2F..%2Fsecrets.json",
  "/share/not-a-share-link",
  "/share/not-a-share-link/zip",
  "/share/not-a-share-link/line-sheet.pdf",
  "/sitemap.xml",
  "/robots.txt",
  "/about.data",
  "/_root.data",
  "/tools/login.data",
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const submission = (fields: Record<string, string>) =>
  JSON.stringify({
    firstName: MARKER.name,
    lastName: "Probe",
    company: "Probe Inc.",
    email: MARKER.email,
    phone: MARKER.phone,
    message: "Probe message",
    captcha: "not-a-solution",
    recipient: "general",
    ...fields,
  });

/** Bodies and the content types they come with, each sent to every path that takes a POST. */
const BODIES: Pick<RawRequest, "headers" | "body" | "chunked">[] = [
  { headers: {}, body: "" },
  { headers: { "Content-Type": "application/json" }, body: "{" },
  {
    headers: { "Content-Type": "application/json" },
    body: submission({ firstName: `${MARKER.name}\u0000` }),
  },
  { headers: { "Content-Type": "application/json" }, body: submission({ message: "Bonjour \ud800" }) },
  // Names that are markup, and a header of their own after a line break.
  {
    headers: { "Content-Type": "application/json" },
    body: submission({
      lastName: `Dockers" onload="alert(document.domain)" '<b>&amp;`,
      company: `${MARKER.name}\r\nBcc: ${MARKER.email}`,
    }),
  },
  // Text that reads one way and is another: a direction override, zero-width characters, C0 and C1 controls.
  {
    headers: { "Content-Type": "application/json" },
    body: submission({
      firstName: `${MARKER.name}\u202Eeborp`,
      lastName: "Pro\u200Bbe\u2066",
      company: "Probe\u0085Inc.",
      message: "Bell\u0007 and escape\u001B[31m",
    }),
  },
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      name: `${MARKER.name}\u202E`,
      legalName: "Probe\u200D Inc.",
      "en.name": "Aquatalia\u2067",
      "fr.description": "Description\uFEFF",
      email: `${MARKER.email}\u200B`,
    }).toString(),
  },
  { headers: { "Content-Type": "application/json" }, body: submission({ recipient: "nobody" }) },
  { headers: { "Content-Type": "application/json" }, body: submission({}), chunked: true },
  { headers: { "Content-Type": "text/plain" }, body: `password=${MARKER.email}` },
  { headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: `--x\r\nbroken ${MARKER.phone}` },
  { headers: { "Content-Type": "multipart/form-data" }, body: "no boundary" },
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `password=%&email=${MARKER.email}`,
  },
  {
    headers: { "Content-Type": "application/json" },
    body: Buffer.alloc(5 * 1024 * 1024, 0x61),
    chunked: true,
  },
  { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: Buffer.alloc(64 * 1024, 0x61) },
  // A retail account application whose postal, tax and phone numbers are buried in separators.
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      postalCode: `L6J${"\u2011".repeat(5000)}7W5`,
      gstHst: `123456789${"\u00a0".repeat(5000)}RT0001`,
      qst: `1234567890${"\u00ad".repeat(5000)}TQ0001`,
      phone: `905${"-".repeat(5000)}555-0142 x${"9".repeat(50)}`,
      province: "QC",
    }).toString(),
  },
  // A retail account application: every brand field a thousand times over, and impossible values in each field.
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `${"brands=dockers&".repeat(1000)}province=ZZ&doors=-1&gstHst=%00&postalCode=${MARKER.phone}`,
  },
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      legalName: MARKER.name,
      contactName: MARKER.name,
      email: MARKER.email,
      phone: MARKER.phone,
      street: "1 Probe Street",
      city: "Probe",
      province: "ON",
      postalCode: "L6H 6R3",
      gstHst: "123456789RT0001",
      storeType: "independent",
      doors: "1",
      brands: "dockers",
      from: "new",
      to: "approved",
      formToken: `${"1".repeat(13)}.${"A".repeat(16)}.${"A".repeat(43)}`,
    }).toString(),
  },
  // The first owner's name: a list of names, a control character, and far more than a name's 100 characters.
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `name=${encodeURIComponent(MARKER.name)}%00&${"name=x&".repeat(200)}name=${"n".repeat(5000)}`,
  },
  // The B2B page's notify-me form: impossible values, a list for each field, and a complete sign-up carrying a
  // forged form token (a mail client's one-click unsubscribe body too, posted everywhere).
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: `email=%00${MARKER.email}&consent=on&${"email=x&".repeat(500)}consent=yes`,
  },
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: MARKER.email,
      consent: "yes",
      formToken: `${"1".repeat(13)}.${"A".repeat(16)}.${"A".repeat(43)}`,
    }).toString(),
  },
  { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" },
  // A plain post's form token (decision 232): forged, malformed, and a complete message carrying a forged one.
  ...[`${"9".repeat(13)}.${"A".repeat(16)}.${"A".repeat(43)}`, "%ZZ", "1.2.3", "\u0000"].map((token) => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...(JSON.parse(submission({})) as Record<string, string>),
      captcha: "",
      formToken: token,
    }).toString(),
  })),
  // A guesser's sign-in and second-step code: an address spelled with odd case and spaces (one account, one
  // count), a code with a bidi override and a NUL.
  {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: ` ${MARKER.email.toUpperCase()}\u00a0`,
      password: MARKER.phone,
      code: "\u202e12345\u0000",
    }).toString(),
  },
  // A repeat's keys (decision 274): a bot-check answer at its length limit beside a form token, and a held
  // application's release or deletion (decision 273) asked of every page.
  ...["release", "delete"].map((intent) => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      ...(JSON.parse(submission({})) as Record<string, string>),
      captcha: "A".repeat(8192),
      formToken: `${"9".repeat(13)}.${"A".repeat(16)}.${"A".repeat(43)}`,
      intent,
    }).toString(),
  })),
  { headers: { "Content-Type": "application/json; charset=utf-16" }, body: "\u0000{\u0000}" },
];

const COOKIES = [
  "i18next=%",
  "i18next=%E0%A4%A; trafalgar_tools_session=%",
  `trafalgar_tools_session=${"A".repeat(4000)}.${MARKER.email}`,
  `i18next=fr; probe=${encodeURIComponent(MARKER.email)}`,
];

let site: SiteServer;
const answers: { request: string; status: number }[] = [];

/** Requests in flight at once: the server meets the corpus as from a few clients at a time. */
const IN_FLIGHT = 4;
const sending = pLimit(IN_FLIGHT);
const queued: Promise<void>[] = [];

async function answer(request: RawRequest): Promise<void> {
  const label = `${request.method ?? "GET"} ${request.path} ${JSON.stringify(request.headers ?? {}).slice(0, 120)}`;
  try {
    const { status } = await rawRequest(site.origin, request);
    answers.push({ request: label, status });
  } catch (error) {
    answers.push({ request: `${label} → ${error instanceof Error ? error.message : error}`, status: 0 });
  }
}

/** Sends a request of the corpus once one in flight has been answered; `beforeAll` waits for them all. */
function send(request: RawRequest): void {
  queued.push(sending(() => answer(request)));
}

/**
 * The trade area's pages as the sample ERP's buyer reaches them: the catalogue with searches, filters and
 * pages no form offers, a style's page, and the customer administrator's account page and its forms.
 */
const TRADE_PATHS = [
  "/b2b/catalogue",
  `/b2b/catalogue?q=${encodeURIComponent(`\u202e${MARKER.name}%_\u0000`)}&gender=%00&season=${"S".repeat(500)}`,
  "/b2b/catalogue?q=062340000011&page=0&sort=available",
  "/b2b/catalogue/20024?sku=%&item=..%2F&code=%00",
  "/b2b/catalogue/no-such-style",
  "/b2b/account",
  "/b2b/cart",
  "/b2b/quick-order",
  "/b2b/checkout",
  "/b2b/orders/W-000001",
  "/b2b/orders/W-99999999999999999999",
  "/b2b/orders/%00",
];
const FEED = {
  token: "erp-feed-token-of-the-bad-input-corpus-0123",
  secret: "erp-feed-secret-of-the-bad-input-corpus-012",
};
const SAMPLE_BUYER = {
  email: "jordan.lee@sample-retailer.example",
  password: "the corpus's sample buyer password",
};

/** The sample buyer's session cookie, once the sample ERP's files are taken (a few seconds after start). */
async function buyerCookie(origin: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const response = await fetch(`${origin}/b2b/sign-in`, {
      method: "POST",
      body: new URLSearchParams(SAMPLE_BUYER),
      redirect: "manual",
    });
    if (response.status === 302) return (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the sample buyer could not sign in");
}

beforeAll(async () => {
  // The ERP's feed endpoint is on: every body above reaches its checks, without the token, and with it. The
  // sample ERP's files are taken, with its buyer's password known, so the trade pages are probed signed in.
  const dataDir = mkdtempSync(path.join(tmpdir(), "trafalgar-bad-input-"));
  writeFileSync(
    path.join(dataDir, "secrets.json"),
    JSON.stringify({ sampleBuyerPassword: SAMPLE_BUYER.password }),
  );
  site = await startSiteServer({
    DATA_DIR: dataDir,
    ERP_SAMPLE_FEEDS: "true",
    ERP_FEED_TOKEN: FEED.token,
    ERP_FEED_SECRET: FEED.secret,
  });
  for (const pathName of PATHS) {
    for (const method of METHODS) send({ method, path: pathName });
    for (const cookie of COOKIES) send({ path: pathName, headers: { Cookie: cookie } });
    send({
      path: `${pathName}?lng=%&email=${MARKER.email}`,
      headers: { "Accept-Language": "%, ;q=x" },
    });
    for (const body of BODIES) send({ method: "POST", path: pathName, ...body });
    send({
      method: "POST",
      path: pathName,
      headers: { Origin: "https://elsewhere.example", "Content-Type": "application/json" },
      body: submission({}),
    });
  }
  for (const host of ["a b", "[::1", "localhost:99999", "exa mple.com:80", "@evil.example"]) {
    send({ path: "/", headers: { Host: host } });
    send({ method: "POST", path: "/api/contact", headers: { Host: host } });
  }
  send({ path: "/", noHost: true });
  // Request targets in absolute form (RFC 9112 §3.2.2), as a proxy or a probe sends them, and what is no path.
  for (const pathName of PATHS) send({ path: `${site.origin}${pathName}?email=${MARKER.email}` });
  for (const target of [
    "*",
    "example.com:443",
    "http://probe@127.0.0.1/",
    "http:///about",
    `HTTP://127.0.0.1`,
  ]) {
    for (const method of ["GET", "OPTIONS", "POST"]) send({ method, path: target });
  }
  // Other spellings of one path: each answered with a redirect to its own spelling, or 404.
  for (const pathName of [
    "/SHARE/probe-token",
    "/%73hare/probe-token",
    "/./share/probe-token",
    "//About/",
    "/\\x",
  ]) {
    for (const method of ["GET", "POST"]) send({ method, path: `${pathName}?email=${MARKER.email}` });
  }
  for (const pathName of [
    "/%",
    "/brands/%E0%A4%A",
    "/%E0%A4%A.data",
    "/api/photos/downloads/%",
    "/%00",
    "/..%2F..%2Fetc%2Fpasswd",
  ]) {
    for (const method of ["GET", "POST"]) send({ method, path: pathName });
  }
  // The studio's forms and uploads as the signed-in owner sends them, with every body and upload above.
  const owner = await signIn(site.origin, "198.51.100.250");
  for (const pathName of STUDIO_PATHS) {
    send({ path: pathName, headers: { Cookie: owner } });
    for (const body of [...BODIES, ...UPLOADS])
      send({ method: "POST", path: pathName, ...body, headers: { ...body.headers, Cookie: owner } });
  }
  // The Photo Downloader's form as a browser without scripts posts it, signed in: every body above, an
  // item list past the form's limit, and choices the form does not offer.
  for (const body of [
    ...BODIES,
    {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `mode=photos&items=${"A1%2C".repeat(300_000)}`,
    },
    {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "mode=photos&preset=..%2F&format=%00&items=90003-001",
    },
    // A pasted column's title, a right-to-left override and a zero-width space, for a preset that may warn.
    {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "mode=photos&preset=amazon&items=Num%C3%A9ro%20d%E2%80%99article%0D%0A%E2%80%AE90003-001%0D%0A90004%E2%80%8B-001",
    },
  ])
    send({
      method: "POST",
      path: "/tools/photo-downloader",
      ...body,
      headers: { ...body.headers, Cookie: owner },
    });
  // Marking a message handled or undoing it, signed in: every body above, and messages and intents that the
  // list's forms never send.
  const handledForm = { "Content-Type": "application/x-www-form-urlencoded" };
  for (const pathName of [
    "/tools/messages?form=%&q=%00",
    "/tools/messages/1",
    `/tools/messages/${"9".repeat(20)}`,
  ])
    for (const body of [
      ...BODIES,
      { headers: handledForm, body: `intent=handle&message=${"9".repeat(20)}` },
      { headers: handledForm, body: "intent=reopen&message=-1" },
      { headers: handledForm, body: "intent=handle&message=1&message=2" },
      { headers: handledForm, body: "intent=%00&message=%ED%A0%80" },
    ])
      send({ method: "POST", path: pathName, ...body, headers: { ...body.headers, Cookie: owner } });
  // The store list's import as the signed-in owner sends it, with every body, upload and store file above.
  for (const body of [...BODIES, ...UPLOADS, ...STORE_FILES])
    send({
      method: "POST",
      path: "/tools/where-to-buy",
      ...body,
      headers: { ...body.headers, Cookie: owner },
    });
  // Feed files as an ERP that has the token and the secret may post them: every body above, signed.
  for (const kind of ["products", "prices", "stock", "customers"])
    for (const body of BODIES) {
      const bytes = Buffer.from(body.body ?? "");
      const signature = createHmac("sha256", FEED.secret).update(bytes).digest("hex");
      send({
        method: "POST",
        path: `/api/erp/feeds/${kind}`,
        ...body,
        headers: {
          ...body.headers,
          Authorization: `Bearer ${FEED.token}`,
          "X-Feed-Signature": `sha256=${signature}`,
        },
      });
    }
  // The trade pages and the account page's forms as the signed-in sample buyer (a customer administrator)
  // sends them: every body above, and colleagues and changes that the page's forms never send.
  const buyer = await buyerCookie(site.origin);
  const tradeForm = { "Content-Type": "application/x-www-form-urlencoded" };
  for (const pathName of TRADE_PATHS) send({ path: pathName, headers: { Cookie: buyer } });
  // Only the catalogue (a line sheet) and the account page take posts.
  for (const pathName of ["/b2b/catalogue", "/b2b/account"]) {
    for (const body of [
      ...BODIES,
      {
        headers: tradeForm,
        body: `intent=invite&name=${MARKER.name}&email=${MARKER.email}&role=owner&language=de`,
      },
      { headers: tradeForm, body: `intent=invite&name=%E2%80%AE&email=${"a".repeat(300)}%40x.example` },
      { headers: tradeForm, body: `buyer=${"9".repeat(20)}&change=deactivate` },
      { headers: tradeForm, body: "buyer=-1&change=%00" },
      { headers: tradeForm, body: "buyer=1&buyer=2&change=makeAdmin" },
    ])
      send({ method: "POST", path: pathName, ...body, headers: { ...body.headers, Cookie: buyer } });
  }
  // The cart, quick order and checkout take every body above, and what their forms never send: quantities
  // that are not whole numbers, codes that are no SKU, a paste of too many lines, dates and keys of no form.
  const gtin = "00062340000010";
  for (const [pathName, bodies] of [
    [
      "/b2b/cart",
      [
        `intent=add&qty-${gtin}=-1`,
        `intent=add&qty-${gtin}=1e5&qty-${"9".repeat(14)}=2`,
        `intent=add&qty-${gtin}=${"9".repeat(400)}`,
        `intent=add&qty-..%2F=1&qty-${gtin}=%00`,
        `intent=update&qty-${gtin}=3&shortage-${gtin}=steal`,
        `remove=${"1".repeat(30)}`,
        `remove=${gtin}&remove=%00`,
      ],
    ],
    [
      "/b2b/quick-order",
      [
        `lines=${encodeURIComponent(`${MARKER.name}\n=HYPERLINK("x")\t1\n${gtin} 99999999`)}`,
        `lines=${encodeURIComponent("062340000010 1\n".repeat(2_500))}`,
        "lines=%00%00",
        "lines=",
      ],
    ],
    [
      "/b2b/checkout",
      [
        "intent=place",
        "intent=place&key=not-a-uuid&shipTo=TOR-1",
        `intent=place&key=6f1c2d3e-4b5a-4c6d-8e7f-901234567890&shipTo=${"X".repeat(500)}&poNumber=%00`,
        `intent=place&key=6f1c2d3e-4b5a-4c6d-8e7f-901234567890&shipTo=TOR-1&requestedShipOn=2026-02-30&cancelOn=yesterday`,
        `intent=place&key=6f1c2d3e-4b5a-4c6d-8e7f-901234567890&shipTo=TOR-1&notes=${"n".repeat(5_000)}&poNumber=${MARKER.name}`,
        "intent=review&shipTo=%E2%80%AE",
      ],
    ],
  ] as const)
    for (const body of [...BODIES, ...bodies.map((each) => ({ headers: tradeForm, body: each }))])
      send({ method: "POST", path: pathName, ...body, headers: { ...body.headers, Cookie: buyer } });
  // Order sheets uploaded to quick order that no spreadsheet writes: a workbook cut short, one whose zip says it
  // unpacks to 2 GB, the paste box sent as a file, NUL bytes, more rows than a cart holds; and every upload above.
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Order").addRow([MARKER.name, 1]);
  const sheet = Buffer.from(await workbook.xlsx.writeBuffer());
  const bomb = Buffer.from(sheet);
  bomb.writeUInt32LE(0x7fffffff, bomb.indexOf(Buffer.from([0x50, 0x4b, 1, 2])) + 24);
  const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  for (const body of [
    ...UPLOADS,
    ...STORE_FILES,
    multipart([["file", sheet.subarray(0, 300), "cut.xlsx", xlsx]]),
    multipart([["file", bomb, "bomb.xlsx", xlsx]]),
    multipart([["lines", Buffer.from(`${gtin} 1`), "lines.txt", "text/plain"]]),
    multipart([["file", Buffer.from("\u0000\u0000;1"), "nul.csv", "text/csv"]]),
    multipart([["file", Buffer.from(`${gtin};1\n`.repeat(2_500)), "many.csv", "text/csv"]]),
  ])
    send({ method: "POST", path: "/b2b/quick-order", ...body, headers: { ...body.headers, Cookie: buyer } });
  await Promise.all(queued);
  // Give the outbox a poll to deliver anything that was wrongly stored.
  await new Promise((resolve) => setTimeout(resolve, 2500));
}, 240_000);

afterAll(async () => {
  await site?.stop();
});

describe("the bad-input corpus", () => {
  it("gets a complete answer to every request, and never a 5xx", () => {
    expect(answers.length).toBeGreaterThan(700);
    const failures = answers.filter(({ status }) => status === 0 || status >= 500);
    expect(failures).toEqual([]);
  });

  it("refuses each kind of bad request with the 4xx that names it", () => {
    const statuses = new Set(answers.map(({ status }) => status));
    for (const status of [400, 403, 404, 405, 413, 415]) expect(statuses, String(status)).toContain(status);
  });

  it("keeps personal data, cookies, query strings and stack traces out of the log", () => {
    const log = site.output();
    for (const value of Object.values(MARKER)) expect(log).not.toContain(value);
    expect(log).not.toMatch(/^\s+at /m);
    expect(log).not.toContain("trafalgar_tools_session");
    expect(log).not.toMatch(/lng=%/);
    // A share link's token, whatever the spelling of its path, reaches the log cut short.
    expect(log).not.toContain("probe-token");
  });

  it("stores and sends no message from a refused request", () => {
    const mail = path.join(site.dataDir, "mail");
    const files = (() => {
      try {
        return readdirSync(mail);
      } catch {
        return [];
      }
    })();
    expect(files).toEqual([]);
  });
});
