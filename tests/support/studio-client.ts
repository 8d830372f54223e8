// Relative imports with extensions: benchmarks run this module with Node alone.

import { BRAND_TEXT_FIELDS, type BrandTextField } from "../../content/brands/fields.ts";
import { BRANDS } from "../../content/brands/index.ts";
import type { BrandContent } from "../../content/brands/schema.ts";
import { brandText } from "../../content/brands/text-fields.ts";
import { getPage, postForm } from "./staff-accounts.ts";

export const STUDIO_BRANDS = "/tools/studio/brands";

/** The edit token the brand's editor page carries now. */
export async function editToken(origin: string, cookie: string, brand: string): Promise<string> {
  const page = await getPage(origin, `${STUDIO_BRANDS}/${brand}`, cookie);
  const token = /name="token" value="([^"]+)"/.exec(page.text)?.[1];
  if (page.status !== 200 || !token) throw new Error(`no editor for ${brand}: HTTP ${page.status}`);
  return token;
}

/** Each control of the editor as it opens on `brand`: `{language}.{field}` for texts, the site, the address. */
function controls(brand: BrandContent): Record<string, string> {
  return Object.fromEntries(
    (["en", "fr"] as const).flatMap((language) => [
      ...BRAND_TEXT_FIELDS.map((field) => [`${language}.${field}`, brandText(brand[language], field)]),
      [`${language}.website`, brand[language].website ?? ""],
      [`${language}.contact.email`, brand[language].contact.email],
    ]),
  );
}

/**
 * The editor's form for a brand of content/, as a browser without scripts posts it: every control with
 * content/'s value unless `changes` names it, the brand's name marked the same in both languages.
 */
export function brandForm(
  brand: string,
  changes: Record<string, string>,
  { intent, token, same = ["name"] }: { intent: string; token: string; same?: BrandTextField[] },
): Record<string, string> {
  const content = BRANDS.find((each) => each.id === brand);
  if (!content) throw new Error(`no brand ${brand} in content/`);
  return {
    token,
    intent,
    ...controls(content),
    ...Object.fromEntries(same.map((field) => [`same.${field}`, "on"])),
    ...changes,
  };
}

/** Posts the editor's form for `brand` with `changes`, from the token the editor gives now unless one is given. */
export async function postBrand(
  origin: string,
  cookie: string,
  brand: string,
  changes: Record<string, string>,
  options: { intent: "save" | "publish" | "preview"; token?: string; same?: BrandTextField[] },
) {
  const token = options.token ?? (await editToken(origin, cookie, brand));
  const response = await postForm(
    origin,
    `${STUDIO_BRANDS}/${brand}`,
    cookie,
    brandForm(brand, changes, { ...options, token }),
  );
  return { status: response.status, location: response.headers.get("Location"), text: await response.text() };
}

/**
 * The status a request is answered with, its answer read to the end: an answer left unread holds its connection
 * open, and a server stopped after it would wait its whole shutdown deadline.
 */
export async function statusOf(url: string, init?: RequestInit): Promise<number> {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return response.status;
}

/** A public page as a visitor without cookies gets it. */
export async function publicPage(origin: string, path: string): Promise<string> {
  const response = await fetch(`${origin}${path}`);
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** Undoes the escaping React applies to text and attribute values. */
function unescaped(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}

/**
 * Every control of an editor page's form as a browser without scripts would send it: its texts, its choices,
 * its ticked boxes and its hidden token.
 */
export function editorFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (!name || name === "note") continue;
    const type = /\btype="([^"]+)"/.exec(tag)?.[1];
    if (type === "checkbox") {
      if (/\bchecked=""/.test(tag)) fields[name] = "on";
    } else if (type !== "submit" && type !== "file") {
      fields[name] = unescaped(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "");
    }
  }
  for (const [, attributes, options] of html.matchAll(/<select\b([^>]*)>(.*?)<\/select>/gs)) {
    const name = /\bname="([^"]+)"/.exec(attributes ?? "")?.[1];
    const chosen = /<option\b[^>]*\bvalue="([^"]*)"[^>]*\bselected=""/.exec(options ?? "")?.[1];
    if (name && chosen !== undefined) fields[name] = unescaped(chosen);
  }
  for (const [, attributes, text] of html.matchAll(/<textarea\b([^>]*)>([^<]*)<\/textarea>/g)) {
    const name = /\bname="([^"]+)"/.exec(attributes ?? "")?.[1];
    if (name) fields[name] = unescaped(text ?? "");
  }
  return fields;
}
