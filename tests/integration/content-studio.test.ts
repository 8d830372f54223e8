import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, gunzipSync, gzipSync } from "node:zlib";
import { BRANDS } from "@content/brands/index";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brandWordmarks } from "~/lib/brand-art/brand-artwork.server";
import { companyDay } from "~/lib/company-time";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../support/contact-client";
import { freePort, type SiteServer, sharedDeploymentSettings, startSiteServer } from "../support/site-server";
import { smtpSink } from "../support/smtp-sink";
import { getPage, inviteMember, mailTo, postForm, signInAs } from "../support/staff-accounts";
import { signIn } from "../support/staff-client";
import {
  editorFields,
  editToken,
  postBrand,
  publicPage,
  STUDIO_BRANDS,
  statusOf,
} from "../support/studio-client";

const english = (id: string) => {
  const brand = BRANDS.find((each) => each.id === id);
  if (!brand) throw new Error(id);
  return brand.en;
};

/** A PNG whose header claims `width` × `height` and holds no pixels: it would open into that many. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const photo = (width: number, height: number, format: "jpeg" | "gif" = "jpeg") =>
  sharp({ create: { width, height, channels: 3, background: "#4a6b8c" } })
    .toFormat(format)
    .toBuffer();

/** An image slot's form as a browser sends it, the file under the name the person's computer gave it. */
async function upload(
  origin: string,
  cookie: string,
  brand: string,
  {
    bytes,
    fileName = "photo.jpg",
    slot = "heroImage",
    alt = { en: "A boot", fr: "Une botte" },
  }: {
    bytes?: Buffer;
    fileName?: string;
    slot?: string;
    alt?: { en: string; fr: string };
  },
) {
  const form = new FormData();
  form.set("token", await editToken(origin, cookie, brand));
  form.set("slot", slot);
  form.set("en.alt", alt.en);
  form.set("fr.alt", alt.fr);
  if (bytes) form.set("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), fileName);
  const response = await fetch(`${origin}${STUDIO_BRANDS}/${brand}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    said: /data-slot-message="[^"]+"[^>]*>([^<]*)/.exec(text)?.[1] ?? "",
  };
}

/** Every control of the new-brand form, as a browser without scripts sends it, for a brand called `name`. */
function newBrandFields(name: string, changes: Record<string, string> = {}): Record<string, string> {
  const texts = (language: "en" | "fr", words: string) => ({
    [`${language}.name`]: name,
    [`${language}.description`]: `${name}: ${words} description.`,
    [`${language}.buttonText`]: language === "en" ? "VISIT THEIR WEBSITE" : "VISITER LEUR SITE WEB",
    [`${language}.section1Heading`]: `${name}: ${words} heading one`,
    [`${language}.section1Paragraphs`]: `${words} paragraph one.\n\n${words} paragraph two.`,
    [`${language}.section2Heading`]: `${name}: ${words} heading two`,
    [`${language}.section2Paragraphs`]: `${words} paragraph three.`,
    [`${language}.contact.heading`]: `${words} contact heading`,
    [`${language}.contact.description`]: `${words} contact description.`,
    [`${language}.contact.submitText`]: `${words} send`,
    [`${language}.website`]: "https://brand.example",
    [`${language}.contact.email`]: "comfort.brands@trafalgarbrands.example",
  });
  return {
    intent: "create",
    token: "",
    ...texts("en", "English"),
    ...texts("fr", "Texte français"),
    "same.name": "on",
    "look.motif": "winterBoot",
    "look.accent": "#2255aa",
    "look.wordmark.family": "serif",
    "look.wordmark.case": "upper",
    "look.wordmark.weight": "700",
    ...changes,
  };
}

/**
 * The content studio against the built server, on the engine of the run (embedded SQLite, or PostgreSQL on the
 * integration-postgres project): what the schema and the French gate refuse, drafts visitors never see,
 * publication and rollback reaching the cached public pages, and two editors who do not overwrite each other.
 */
describe("content studio", { timeout: 60_000 }, () => {
  let site: SiteServer;
  let sink: ReturnType<typeof smtpSink>;
  let owner: string;
  let marketer: string;

  beforeAll(async () => {
    sink = smtpSink(await freePort());
    await sink.start();
    site = await startSiteServer({ SMTP_URL: sink.url });
    owner = await signIn(site.origin, "198.51.100.200");
    const member = await inviteMember(site.origin, owner, sink.received, {
      name: "Mona Marketing",
      email: "mona@trafalgar.test",
      role: "marketing",
    });
    marketer = await signInAs(site.origin, member, "198.51.100.201");
  }, 90_000);

  afterAll(async () => {
    await site?.stop();
    // A site started again on its folder (the archive's test) leaves the folder to whoever made it.
    if (site) rmSync(site.dataDir, { recursive: true, force: true });
    await sink?.stop();
  });

  it("refuses what content/'s schema refuses, naming each field, and keeps what was typed", async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ "en.name": "" }, /Name \(English\): This cannot be empty\./],
      [{ "fr.description": "x".repeat(401) }, /Description \(French\)\s?: This is longer than its limit\./],
      [
        { "en.website": "http://aquatalia.example" },
        /Brand’s website \(English\): This is not a valid value here\./,
      ],
      [
        { "fr.section1Paragraphs": ["Un.", "Deux.", "Trois.", "Quatre.", "Cinq."].join("\n\n") },
        /First section’s paragraphs \(French\): There are more paragraphs than the page holds\./,
      ],
      [{ "en.contact.email": "not an address" }, /Brand manager’s address \(English\): This is not a valid/],
    ];
    for (const [changes, problem] of cases) {
      const answer = await postBrand(site.origin, owner, "aquatalia", changes, { intent: "save" });
      expect(answer.status, JSON.stringify(changes)).toBe(400);
      expect(answer.text).toMatch(problem);
    }
    const typed = "A description typed before the name was forgotten";
    const answer = await postBrand(
      site.origin,
      owner,
      "aquatalia",
      { "en.name": "", "en.description": typed },
      {
        intent: "publish",
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(typed);
    // Nothing was stored: the editor opens on what is live, with no draft.
    expect(await editToken(site.origin, owner, "aquatalia")).toBe("1.0");
  });

  it("refuses to publish while a French text is empty or still the English one, and keeps the edit as the draft", async () => {
    const brand = english("boc");
    const answer = await postBrand(
      site.origin,
      owner,
      "boc",
      { "fr.description": brand.description, "fr.contact.heading": brand.contact.heading },
      { intent: "publish" },
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/Not published: every French text must be there/);
    expect(answer.text).toMatch(/Description \(French\): This is still the English text\./);
    expect(answer.text).toMatch(/Contact heading \(French\): This is still the English text\./);
    // A brand's name left the same in both languages is refused too, unless it is marked so.
    const unmarked = await postBrand(site.origin, owner, "born", {}, { intent: "publish", same: [] });
    expect(unmarked.status).toBe(400);
    expect(unmarked.text).toMatch(/Name \(French\): This is still the English text\./);
    expect(await publicPage(site.origin, "/brands/boc?lng=fr")).not.toContain(brand.description);
    expect(await editToken(site.origin, owner, "boc")).toBe("1.1");
  });

  it("sees the English behind invisible differences, and refuses invisible and control characters in every text", async () => {
    const brand = english("tommy-hilfiger");
    // The English with other spaces and capitals is still the English.
    const respaced = await postBrand(
      site.origin,
      owner,
      "tommy-hilfiger",
      { "fr.contact.heading": brand.contact.heading.toUpperCase().replaceAll(" ", "\u00A0") },
      { intent: "publish" },
    );
    expect(respaced.status).toBe(400);
    expect(respaced.text).toMatch(/Contact heading \(French\): This is still the English text\./);
    // The English with a zero-width space, a direction override or a control character is refused, each named.
    const hidden = await postBrand(
      site.origin,
      owner,
      "tommy-hilfiger",
      {
        "fr.description": `${brand.description}\u200B`,
        "fr.name": "Tommy \u202EregifliH",
        "en.section1Heading": `${brand.section1Heading}\u0085`,
      },
      { intent: "publish" },
    );
    expect(hidden.status).toBe(400);
    for (const field of [
      "Description \\(French\\)",
      "Name \\(French\\)",
      "First section’s heading \\(English\\)",
    ])
      expect(hidden.text).toMatch(new RegExp(`${field}: This holds an invisible or control character`));
    const french = await publicPage(site.origin, "/brands/tommy-hilfiger?lng=fr");
    expect(french).not.toMatch(/[\u200B\u202E\u0085]/);
    expect(french).not.toContain(brand.description);

    // A page's texts and the company's facts follow the same rules.
    const editor = "/tools/studio/pages/services";
    const fields = editorFields((await getPage(site.origin, editor, owner)).text);
    const page = await postForm(site.origin, editor, owner, {
      ...fields,
      "fr.services.title": `${fields["en.services.title"] ?? ""}\u2060`,
      intent: "publish",
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("This holds an invisible or control character");
    const factsEditor = "/tools/studio/company";
    const facts = editorFields((await getPage(site.origin, factsEditor, owner)).text);
    const respacedHours = await postForm(site.origin, factsEditor, owner, {
      ...facts,
      "fr.hours": (facts["en.hours"] ?? "").toLowerCase().replaceAll(" ", "\u202F"),
      intent: "publish",
    });
    expect(respacedHours.status).toBe(400);
    expect(await respacedHours.text()).toContain("This is still the English text.");

    // The same rule for the names staff give each other: an invitation to a name with an override is refused.
    const invitation = await postForm(site.origin, "/tools/accounts", owner, {
      name: "Mona \u202EgnitekraM",
      email: "mona.override@trafalgar.test",
      role: "marketing",
      language: "en",
    });
    expect(invitation.status).toBe(400);
  });

  it("keeps drafts from visitors, publishes to the cached pages at once, and rolls back", async () => {
    const before = await publicPage(site.origin, "/brands/dockers?lng=fr");
    const draft = "Une description encore au brouillon pour Dockers";
    const saved = await postBrand(
      site.origin,
      marketer,
      "dockers",
      { "fr.description": draft },
      { intent: "save" },
    );
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Draft saved.");
    expect(await publicPage(site.origin, "/brands/dockers?lng=fr")).toBe(before);
    const preview = await postBrand(
      site.origin,
      marketer,
      "dockers",
      { "fr.description": draft },
      { intent: "preview" },
    );
    expect(preview.status).toBe(302);
    expect(preview.location).toBe("/tools/studio/preview/brands/dockers?in=en");
    expect(
      (await getPage(site.origin, "/tools/studio/preview/brands/dockers?in=fr", marketer)).text,
    ).toContain(draft);

    const live = "Une nouvelle description publiée pour Dockers";
    const published = await postBrand(
      site.origin,
      marketer,
      "dockers",
      { "fr.description": live, note: "New season" },
      { intent: "publish" },
    );
    expect(published.status).toBe(200);
    expect(published.text).toContain("Published as revision 2");
    const page = await publicPage(site.origin, "/brands/dockers?lng=fr");
    expect(page).toContain(live);
    expect(page).not.toContain(draft);
    // The grids and the brand's own form follow too: the brand page's English stays as it was.
    expect(await publicPage(site.origin, "/brands/dockers")).toContain(english("dockers").description);

    const history = await getPage(site.origin, `${STUDIO_BRANDS}/dockers/history?compare=1`, marketer);
    expect(history.text).toContain("New season");
    expect(history.text).toContain("Mona Marketing");
    expect(history.text).toContain(live);
    const rolledBack = await postForm(site.origin, `${STUDIO_BRANDS}/dockers/history`, marketer, {
      intent: "rollback",
      revision: "1",
      note: "Back to the first text",
    });
    expect(rolledBack.status).toBe(200);
    expect(await publicPage(site.origin, "/brands/dockers?lng=fr")).toBe(before);
    const audit = await getPage(site.origin, "/tools/audit", owner);
    expect(audit.text).toContain("Published site content");
    expect(audit.text).toContain("Rolled site content back");
  });

  it("tells a second editor of the first one's save and shows what differs, instead of overwriting it", async () => {
    const token = await editToken(site.origin, owner, "jambu");
    const first = "Le texte enregistré en premier par la responsable du marketing";
    const second = "Le texte du propriétaire, commencé avant";
    expect(
      (
        await postBrand(
          site.origin,
          marketer,
          "jambu",
          { "fr.description": first },
          { intent: "save", token },
        )
      ).status,
    ).toBe(200);
    const late = await postBrand(
      site.origin,
      owner,
      "jambu",
      { "fr.description": second },
      { intent: "publish", token },
    );
    expect(late.status).toBe(409);
    expect(late.text).toContain("Mona Marketing changed this brand while you were editing");
    expect(late.text).toContain(first);
    expect(late.text).toContain(second);
    expect(await publicPage(site.origin, "/brands/jambu?lng=fr")).not.toContain(second);
    // Sent again with the token the refusal gave, it is a deliberate replacement.
    const newer = /name="token" value="([^"]+)"/.exec(late.text)?.[1] ?? "";
    const replaced = await postBrand(
      site.origin,
      owner,
      "jambu",
      { "fr.description": second },
      {
        intent: "publish",
        token: newer,
      },
    );
    expect(replaced.status).toBe(200);
    expect(await publicPage(site.origin, "/brands/jambu?lng=fr")).toContain(second);
  });

  it("refuses a form larger than any editor sends, and an unknown brand", async () => {
    const huge = await postForm(site.origin, `${STUDIO_BRANDS}/aquatalia`, owner, {
      intent: "save",
      "en.description": "x".repeat(200 * 1024),
    });
    expect(huge.status).toBe(413);
    expect((await getPage(site.origin, `${STUDIO_BRANDS}/no-such-brand`, owner)).status).toBe(404);
    const unknown = await postForm(site.origin, `${STUDIO_BRANDS}/no-such-brand`, owner, { intent: "save" });
    expect(unknown.status).toBe(404);
  });

  it("refuses an upload that is not a photo the slot can use, saying why, and keeps nothing of it", async () => {
    const cases: Array<[Parameters<typeof upload>[3], number, RegExp]> = [
      [{ bytes: Buffer.from("%PDF-1.7 not a picture") }, 400, /This file is not an image\./],
      [
        { bytes: await photo(2000, 1200, "gif"), fileName: "hero.gif" },
        400,
        /Only JPEG, PNG and WebP images/,
      ],
      [{ bytes: await photo(1600, 900) }, 400, /smaller than this place needs: 1920 × 1080 pixels at least/],
      [
        { bytes: claimedPng(20_000, 20_000), fileName: "small.png" },
        400,
        /more pixels than the studio takes|not an image/,
      ],
      [{ bytes: await photo(2400, 1350), alt: { en: "A boot", fr: "" } }, 400, /in English and in French/],
      [
        { bytes: await photo(2400, 1350), alt: { en: "A boot", fr: "Une botte\u202E" } },
        400,
        /A description holds an invisible or control character/,
      ],
      [{}, 400, /Choose an image file\./],
    ];
    for (const [form, status, said] of cases) {
      const answer = await upload(site.origin, owner, "nurse-mates", form);
      expect(answer.status, said.source).toBe(status);
      expect(answer.said).toMatch(said);
    }
    const huge = await upload(site.origin, owner, "nurse-mates", {
      bytes: Buffer.alloc(21 * 1024 * 1024, 1),
    });
    expect(huge.status).toBe(413);
    expect(await editToken(site.origin, owner, "nurse-mates")).toBe("1.0");
  });

  it("makes every size of an upload, whatever its file is called, and serves them to be cached for good", async () => {
    const answer = await upload(site.origin, owner, "stride-rite", {
      bytes: await photo(2400, 1350),
      fileName: "../../../etc/passwd.jpg",
    });
    expect(answer.status).toBe(200);
    expect(answer.said).toBe("Image saved in the draft. Visitors see it once the brand is published.");
    const editor = await getPage(site.origin, `${STUDIO_BRANDS}/stride-rite`, owner);
    const image = /\/img\/uploads\/([0-9a-f]{32})\/hero-1280\.jpg/.exec(editor.text)?.[1] ?? "";
    expect(image).toHaveLength(32);
    for (const file of [
      "hero-768.avif",
      "hero-1280.avif",
      "hero-1920.avif",
      "hero-1280.jpg",
      "tile-640.avif",
      "tile-400.jpg",
    ]) {
      const served = await fetch(`${site.origin}/img/uploads/${image}/${file}`);
      expect(served.status, file).toBe(200);
      expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const { width, format } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(format, file).toBe(file.endsWith(".avif") ? "heif" : "jpeg");
      expect(width, file).toBe(Number(/-(\d+)\./.exec(file)?.[1]));
    }
    for (const wrong of [
      `${image}/hero-9999.avif`,
      `${image}/%2E%2E%2Fhero-768.avif`,
      "0123/hero-768.avif",
    ]) {
      const status = await statusOf(`${site.origin}/img/uploads/${wrong}`);
      expect(status >= 400 && status < 500, `${wrong}: ${status}`).toBe(true);
    }
    // Visitors see it once published, described in their language.
    expect(await publicPage(site.origin, "/brands/stride-rite?lng=fr")).not.toContain(image);
    expect((await postBrand(site.origin, owner, "stride-rite", {}, { intent: "publish" })).status).toBe(200);
    const page = await publicPage(site.origin, "/brands/stride-rite?lng=fr");
    expect(page).toContain(`/img/uploads/${image}/hero-1920.avif`);
    expect(page).toContain('alt="Une botte"');
  });

  it("makes new artwork for new art choices, serves it to be cached for good, and refuses a choice it does not offer", async () => {
    const refused = await postBrand(
      site.origin,
      marketer,
      "jb-goodhue",
      { "look.motif": "spaceship" },
      { intent: "save" },
    );
    expect(refused.status).toBe(400);
    const published = await postBrand(
      site.origin,
      marketer,
      "jb-goodhue",
      { "look.motif": "sandal", "look.accent": "#1F6B4A", "look.wordmark.family": "slab" },
      { intent: "publish" },
    );
    expect(published.status).toBe(200);
    const page = await publicPage(site.origin, "/brands/jb-goodhue");
    const art = /\/img\/uploads\/([0-9a-f]{32})\/logo-white\.svg/.exec(page)?.[1];
    expect(art).toBeDefined();
    expect(page).toContain(`/img/uploads/${art}/hero-1280.avif`);
    expect(page).toContain(`/img/uploads/${art}/collection-800.avif`);
    const wordmark = await fetch(`${site.origin}/img/uploads/${art}/logo-white.svg`);
    expect(wordmark.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(wordmark.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const svg = await wordmark.text();
    const before = BRANDS.find((brand) => brand.id === "jb-goodhue")?.look;
    if (!before) throw new Error("no J.B. Goodhue among the sample brands");
    const chosen = {
      ...before,
      motif: "sandal" as const,
      accent: "#1F6B4A",
      wordmark: { ...before.wordmark, family: "slab" as const },
    };
    // The wordmark drawn from the art choices published, as the build draws one.
    expect(svg).toBe((await brandWordmarks("J.B. Goodhue", chosen)).logo["-white"]);
    const grid = await publicPage(site.origin, "/brands");
    expect(grid).toContain(`/img/uploads/${art}/tile-640.avif`);
    expect(grid).toContain(`/img/uploads/${art}/logo-compact-white.svg`);
    const hero = await fetch(`${site.origin}/img/uploads/${art}/hero-1920.avif`);
    expect(hero.headers.get("Content-Type")).toBe("image/avif");
    expect((await sharp(Buffer.from(await hero.arrayBuffer())).metadata()).width).toBe(1920);
    // The same choices again make nothing new: the same artwork, under the same name.
    const again = await postBrand(
      site.origin,
      marketer,
      "jb-goodhue",
      { "en.description": `${english("jb-goodhue").description} Again.` },
      { intent: "publish" },
    );
    expect(again.status).toBe(200);
    expect(await publicPage(site.origin, "/brands/jb-goodhue")).toContain(
      `/img/uploads/${art}/logo-white.svg`,
    );
  });

  it("adds a brand: a draft visitors never see, then on its page, in every list and the sitemap once published", async () => {
    const create = async (fields: Record<string, string>) => {
      const response = await postForm(site.origin, "/tools/studio/new-brand", marketer, fields);
      return {
        status: response.status,
        location: response.headers.get("Location"),
        text: await response.text(),
      };
    };
    const clash = await create(newBrandFields("Dockers"));
    expect(clash.status).toBe(409);
    expect(clash.text).toContain("another brand already has the address /brands/dockers");
    expect((await create(newBrandFields("???"))).status).toBe(400);
    const missing = await create(newBrandFields("Santé Plus", { "fr.description": "" }));
    expect(missing.status).toBe(400);
    expect(missing.text).toMatch(/Description \(French\)\s?: This cannot be empty\./);

    const created = await create(newBrandFields("Santé Plus"));
    expect(created.status).toBe(303);
    expect(created.location).toBe("/tools/studio/brands/sante-plus");
    const editor = await getPage(site.origin, "/tools/studio/brands/sante-plus", marketer);
    expect(editor.text).toContain("New brand, not published yet");
    expect((await getPage(site.origin, "/tools/studio", marketer)).text).toContain(
      "New brands, not published yet",
    );
    expect(await statusOf(`${site.origin}/brands/sante-plus`)).toBe(404);
    expect(await publicPage(site.origin, "/brands")).not.toContain("/brands/sante-plus");
    expect((await create(newBrandFields("Sante Plus"))).status).toBe(409);

    const token = await editToken(site.origin, marketer, "sante-plus");
    const published = await postForm(site.origin, "/tools/studio/brands/sante-plus", marketer, {
      ...newBrandFields("Santé Plus"),
      intent: "publish",
      token,
      note: "New brand for the spring",
    });
    expect(published.status).toBe(200);
    expect(await published.text()).toContain("Published as revision 1");
    const page = await publicPage(site.origin, "/brands/sante-plus?lng=fr");
    expect(page).toContain("Texte français description.");
    const wordmark = /\/img\/uploads\/[0-9a-f]{32}\/logo-white\.svg/.exec(page)?.[0];
    expect(await statusOf(`${site.origin}${wordmark}`)).toBe(200);
    for (const list of ["/", "/brands", "/about"]) {
      expect(await publicPage(site.origin, list), list).toContain('href="/brands/sante-plus"');
    }
    expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).toContain("/brands/sante-plus");
    expect((await getPage(site.origin, "/tools/studio/line-up", marketer)).text).toContain("Santé Plus");
    expect((await create(newBrandFields("Santé Plus"))).status).toBe(409);

    // Its form reaches its manager, named as published, and staff find the message under the brand.
    const body = {
      ...SAMPLE_MESSAGE,
      brand: "sante-plus",
      captcha: await solvedCaptcha(site.origin),
      language: "fr",
      page: "/brands/sante-plus",
    };
    expect((await postContact(site.origin, body, "198.51.100.90")).status).toBe(200);
    const mail = await mailTo(sink.received, "comfort.brands@trafalgarbrands.example");
    expect(mail.subject()).toMatch(/^Santé Plus — /);
    const messages = await getPage(site.origin, "/tools/messages?form=sante-plus", owner);
    expect(messages.text).toContain("Brand form: Santé Plus");
    expect(messages.text).toContain('<option value="sante-plus" selected="">Santé Plus</option>');
  });

  it("edits a page's copy: a draft only staff preview, published to the page and its title, then rolled back", async () => {
    const editor = "/tools/studio/pages/about";
    const opened = await getPage(site.origin, editor, marketer);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("the site’s own words, never changed in the studio");
    const fields = editorFields(opened.text);
    const before = await publicPage(site.origin, "/about?lng=fr");
    const heading = "Un partenaire canadien, écrit dans le studio";
    const post = (changes: Record<string, string>, intent: string) =>
      postForm(site.origin, editor, marketer, { ...fields, ...changes, intent });

    // What the page refuses: an empty text, a text over its limit, French left in English.
    const refused = await post({ "fr.about.heading": "" }, "save");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/The page: Heading \(French\)\s?: This cannot be empty\./);
    expect((await post({ "en.about.intro": "x".repeat(901) }, "save")).status).toBe(400);
    const english = await post({ "fr.about.intro": fields["en.about.intro"] ?? "" }, "publish");
    expect(english.status).toBe(400);
    expect(await english.text()).toContain("This is still the English text.");

    // A draft: visitors see the page as it was; staff preview it, uncached and unindexed.
    const token = await (async () =>
      editorFields((await getPage(site.origin, editor, marketer)).text).token ?? "")();
    const saved = await postForm(site.origin, editor, marketer, {
      ...fields,
      token,
      "fr.about.heading": heading,
      intent: "save",
    });
    expect(saved.status).toBe(200);
    expect(await publicPage(site.origin, "/about?lng=fr")).toBe(before);
    const preview = await fetch(`${site.origin}/about?preview=draft&in=fr`, {
      headers: { Cookie: marketer },
    });
    expect(await preview.text()).toContain(heading);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    expect(preview.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(await (await fetch(`${site.origin}/about?preview=draft&in=fr`)).text()).not.toContain(heading);

    // Published: the page, the home page's about block and the page's title follow, in French only.
    const next = editorFields((await getPage(site.origin, editor, marketer)).text);
    const published = await postForm(site.origin, editor, marketer, {
      ...next,
      "fr.about.title": "À propos de nous",
      intent: "publish",
      note: "Shorter heading",
    });
    expect(published.status).toBe(200);
    // The answer names what was edited: the page, not a brand.
    expect(await published.text()).toContain("Published as revision 2: the page shows it within seconds.");
    const page = await publicPage(site.origin, "/about?lng=fr");
    expect(page).toContain(heading);
    expect(page).toContain("<title>À propos de nous | Trafalgar Brands</title>");
    expect(await publicPage(site.origin, "/?lng=fr")).toContain(heading);
    expect(await publicPage(site.origin, "/about?lng=en")).toContain(fields["en.about.heading"] ?? "?");

    // Its history keeps the site's own words as revision 1, and goes back to them.
    const history = await getPage(site.origin, `${editor}/history?compare=1`, marketer);
    expect(history.text).toContain("Every publication of the page, newest first.");
    expect(history.text).toContain("Back to the page");
    expect(history.text).toContain("Shorter heading");
    expect(history.text).toContain(heading);
    const rolledBack = await postForm(site.origin, `${editor}/history`, marketer, {
      intent: "rollback",
      revision: "1",
      note: "Back to the first words",
    });
    expect(rolledBack.status).toBe(200);
    expect(await publicPage(site.origin, "/about?lng=fr")).toBe(before);
    expect((await getPage(site.origin, "/tools/studio/pages/nowhere", marketer)).status).toBe(404);
  });

  it("edits a legal page: facts written in, refusals that name what is wrong, a date stamped at each change", async () => {
    const editor = "/tools/studio/pages/privacy";
    const opened = await getPage(site.origin, editor, marketer);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("How a legal page is written");
    expect(opened.text).toContain("{deliveredDays}");
    const fields = editorFields(opened.text);
    const before = await publicPage(site.origin, "/privacy?lng=en");
    const post = (changes: Record<string, string>, intent = "save") =>
      postForm(site.origin, editor, marketer, { ...fields, ...changes, intent });
    const summary = fields["en.privacy.summary.body"] ?? "";
    expect(summary).toContain("{deliveredDays}");

    // A fact the site does not know, a link to no page of ours or secure site, a required fact dropped.
    const unknown = await post({ "en.privacy.summary.body": `${summary}\n- Kept {deliveredDay} days.` });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("a fact the site does not know");
    const link = await post({ "fr.privacy.summary.body": "Voir [ceci](javascript:alert(1))." });
    expect(link.status).toBe(400);
    expect(await link.text()).toContain("is not written [text](address)");
    const dropped = Object.fromEntries(
      Object.entries(fields)
        .filter(([name]) => name.startsWith("fr."))
        .map(([name, value]) => [name, value.replaceAll("{auditDays}", "400")]),
    );
    const missing = await post(dropped);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(
      /The fact \{auditDays\} \(French\)\s?: The law asks this page to state it/,
    );

    // A draft only staff preview, with its facts written in; then published in both languages.
    const saved = await post({
      "en.privacy.summary.body": `${summary}\n- Our reply comes from {generalEmail} within {deliveredDays} days.`,
      "fr.privacy.summary.body": `${fields["fr.privacy.summary.body"]}\n- Nous répondons en {deliveredDays} jours.`,
    });
    expect(saved.status).toBe(200);
    expect(await publicPage(site.origin, "/privacy?lng=en")).toBe(before);
    const preview = await fetch(`${site.origin}/privacy?preview=draft&in=fr`, {
      headers: { Cookie: marketer },
    });
    expect(await preview.text()).toMatch(/Nous répondons en \d+\u00a0?jours/);
    const draft = editorFields((await getPage(site.origin, editor, marketer)).text);
    const published = await postForm(site.origin, editor, marketer, {
      ...draft,
      note: "A promise to answer",
      intent: "publish",
    });
    expect(published.status).toBe(200);
    const page = await publicPage(site.origin, "/privacy?lng=en");
    expect(page).toMatch(
      /Our reply comes from <a [^>]*href="mailto:info@trafalgarbrands\.example"[^>]*>info@trafalgarbrands\.example<\/a> within \d+ days/,
    );
    expect(page).toContain('id="contact-forms"');
    const today = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" })
      .format(new Date(companyDay(Date.now())))
      .replaceAll(" ", "\u00a0");
    expect(page).toContain(`Last updated ${today}`);
    expect(await publicPage(site.origin, "/privacy?lng=fr")).toMatch(/Nous répondons en \d+\u00a0?jours/);

    // Rolled back to content/'s words: a change of its own, so the date is the rollback's day.
    const rolledBack = await postForm(site.origin, `${editor}/history`, marketer, {
      intent: "rollback",
      revision: "1",
      note: "Back to the first words",
    });
    expect(rolledBack.status).toBe(200);
    const back = await publicPage(site.origin, "/privacy?lng=en");
    expect(back).not.toContain("Our reply comes from");
    expect(back).toContain(`Last updated ${today}`);
    // The page names its date twice, in its text and in the data it hydrates from; past that, as before.
    const undated = (html: string) => {
      const date = /Last updated ([^<]*)/.exec(html)?.[1] ?? "";
      return date ? html.replaceAll(date, "{date}") : html;
    };
    expect(undated(back)).toBe(undated(before));
  });

  it("edits the company's facts: previewed on the contact page, published to every page that shows them, rolled back", async () => {
    const editor = "/tools/studio/company";
    const opened = await getPage(site.origin, editor, marketer);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain("the site’s first facts, never changed in the studio");
    const form = editorFields(opened.text);
    expect(form["address.province"]).toBe("ON");
    const post = (changes: Record<string, string>, intent: string, token = form.token ?? "") =>
      postForm(site.origin, editor, marketer, { ...form, ...changes, token, intent });

    const refused = await post({ "address.postalCode": "90210", phone: "555 0100" }, "save");
    expect(refused.status).toBe(400);
    const said = await refused.text();
    expect(said).toContain("Postal code: This is not a valid value here.");
    expect(said).toContain("Phone number: This is not a valid value here.");
    const french = await post({ "fr.hours": form["en.hours"] ?? "" }, "publish");
    expect(french.status).toBe(400);
    expect(await french.text()).toContain("This is still the English text.");

    const moved = {
      "address.street": "1250 Speers Road",
      // Typed as people type them: kept as L6L 2X4 and +1-905-555-0199 (decision 285).
      "address.postalCode": "l6l\u20112x4",
      phone: "(905) 555.0199",
      "en.hours": "Monday to Friday, 8 a.m. to 4:30 p.m. (Eastern Time)",
      "fr.hours": "Du lundi au vendredi, de 8 h à 16 h 30 (heure de l’Est)",
    };
    const token = editorFields((await getPage(site.origin, editor, marketer)).text).token ?? "";
    expect((await post(moved, "save", token)).status).toBe(200);
    expect(await publicPage(site.origin, "/contact?lng=fr")).not.toContain("1250 Speers Road");
    const preview = await fetch(`${site.origin}/contact?preview=company&in=fr`, {
      headers: { Cookie: marketer },
    });
    expect(await preview.text()).toContain("1250 Speers Road");
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");

    const next = editorFields((await getPage(site.origin, editor, marketer)).text).token ?? "";
    const published = await post({ ...moved, note: "We moved" }, "publish", next);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain("Published as revision 2");
    const contact = await publicPage(site.origin, "/contact?lng=fr");
    expect(contact).toContain("1250 Speers Road");
    expect(contact).toContain("L6L\u00a02X4");
    expect(contact).toContain('href="tel:+1-905-555-0199"');
    expect(contact).toContain("de 8 h à 16 h 30");
    expect(await publicPage(site.origin, "/about")).toContain("905-555-0199");
    expect(await publicPage(site.origin, "/privacy")).toContain("905-555-0199");
    expect(await publicPage(site.origin, "/")).toContain('"telephone":"+1-905-555-0199"');

    const rolledBack = await postForm(site.origin, editor, marketer, {
      intent: "rollback",
      revision: "1",
      note: "Back to the first facts",
    });
    expect(rolledBack.status).toBe(200);
    expect(await publicPage(site.origin, "/contact")).not.toContain("1250 Speers Road");
    expect(await publicPage(site.origin, "/contact")).toContain("905-555-0172");
  });

  it("retires, reorders, hides and brings back brands: every list, the sitemap and the brand's address follow", async () => {
    const change = async (fields: Record<string, string>) => {
      const response = await postForm(site.origin, "/tools/studio/line-up", marketer, fields);
      return { status: response.status, text: await response.text() };
    };
    /** How many links a page holds to a brand's page (menu, footer, grids, strip, carousel). */
    const links = (html: string, id: string) => html.split(`href="/brands/${id}"`).length - 1;
    const sitemap = async () => (await fetch(`${site.origin}/sitemap.xml`)).text();
    expect(links(await publicPage(site.origin, "/"), "santana")).toBeGreaterThanOrEqual(4);
    expect(await sitemap()).toContain("/brands/santana");

    const retired = await change({ intent: "retire", brand: "santana", note: "Line ends in Canada" });
    expect(retired.status).toBe(200);
    expect(retired.text).toContain("Published as revision 2");
    for (const page of ["/", "/brands", "/about?lng=fr", "/brands/aquatalia"]) {
      expect(links(await publicPage(site.origin, page), "santana"), page).toBe(0);
    }
    expect(await sitemap()).not.toContain("/brands/santana");
    const gone = await fetch(`${site.origin}/brands/santana?lng=fr`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain("Nous ne distribuons plus cette marque");
    expect(
      (await fetch(`${site.origin}/brands/Santana`, { redirect: "manual" })).headers.get("Location"),
    ).toBe("/brands/santana");

    // Visitors of a retired brand with a replacement go there, once, even along a chain of retirements.
    expect((await change({ intent: "retire", brand: "born", replacement: "aquatalia" })).status).toBe(200);
    expect((await change({ intent: "retire", brand: "aquatalia", replacement: "dockers" })).status).toBe(200);
    const sent = await fetch(`${site.origin}/brands/born?utm_source=mail`, { redirect: "manual" });
    expect(sent.status).toBe(301);
    expect(sent.headers.get("Location")).toBe("/brands/dockers?utm_source=mail");
    expect(sent.headers.get("Cache-Control")).toBe("no-cache");
    expect((await change({ intent: "retire", brand: "dockers", replacement: "dockers" })).status).toBe(409);

    // Order, and whether a brand is in the grids and the strip or only in the menus.
    const grid = async () => publicPage(site.origin, "/brands");
    expect((await grid()).indexOf('"/brands/dockers"')).toBeGreaterThan(
      (await grid()).indexOf('"/brands/calvin-klein"'),
    );
    expect((await change({ intent: "moveUp", brand: "dockers" })).status).toBe(200);
    expect((await grid()).indexOf('"/brands/dockers"')).toBeLessThan(
      (await grid()).indexOf('"/brands/calvin-klein"'),
    );
    const menusOnly = links(await publicPage(site.origin, "/about"), "dockers");
    const home = async () => links(await publicPage(site.origin, "/"), "dockers");
    const homeShown = await home();
    expect(links(await grid(), "dockers")).toBeGreaterThan(menusOnly);
    expect((await change({ intent: "hide", brand: "dockers" })).status).toBe(200);
    expect(links(await grid(), "dockers")).toBe(menusOnly);
    expect(await home()).toBeLessThan(homeShown);
    expect(await publicPage(site.origin, "/brands/dockers")).toContain(english("dockers").description);

    const page = await getPage(site.origin, "/tools/studio/line-up", marketer);
    expect(page.text).toContain("Sends visitors to Dockers");
    expect(page.text).toContain("Says it is no longer distributed (410)");
    expect(page.text).toContain("Line ends in Canada");
    expect(page.text).toContain("Kept Dockers out of the grids");

    for (const fields of [
      { intent: "show", brand: "dockers" },
      { intent: "moveDown", brand: "dockers" },
      { intent: "restore", brand: "aquatalia" },
      { intent: "restore", brand: "born" },
      { intent: "restore", brand: "santana" },
    ]) {
      expect((await change(fields)).status, fields.intent).toBe(200);
    }
    expect(await sitemap()).toContain("/brands/santana");
    expect(await publicPage(site.origin, "/brands/santana")).toContain(english("santana").description);
    expect(await statusOf(`${site.origin}/brands/born`, { redirect: "manual" })).toBe(200);
    expect((await change({ intent: "restore", brand: "santana" })).status).toBe(409);
    expect((await change({ intent: "retire", brand: "no-such-brand" })).status).toBe(404);
    const audit = await getPage(site.origin, "/tools/audit", owner);
    // Each change is in the audit log, named and linked to the line-up.
    expect(audit.text).toContain('href="/tools/studio/line-up">Brand line-up</a>');
    expect(audit.text).toContain("change=retire; brand=santana");
  });

  it("moves all content and images as one archive: exported, imported elsewhere, exported again byte for byte", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "content-archive-"));
    const root = path.resolve(import.meta.dirname, "../..");
    // The site's own environment, as an operator runs the command beside it (PostgreSQL's shared settings too).
    const shared = site.databaseUrl ? await sharedDeploymentSettings(sink.url) : {};
    const archive = (target: SiteServer, command: "export" | "import", file: string) =>
      execFileSync(process.execPath, ["scripts/content-archive.ts", command, file], {
        cwd: root,
        env: {
          ...process.env,
          ...shared,
          DATA_DIR: target.dataDir,
          DATABASE_URL: target.databaseUrl ?? "",
          NODE_ENV: "",
        },
        encoding: "utf8",
      });
    /** The embedded database serves one process: its site is stopped while the archive is made or read. */
    const offline = async <T>(target: SiteServer, work: () => T): Promise<T> => {
      if (target.databaseUrl) return work();
      const exited = new Promise((resolve) => target.process.once("exit", resolve));
      target.process.kill("SIGTERM");
      await exited;
      try {
        return work();
      } finally {
        Object.assign(target, await startSiteServer({ DATA_DIR: target.dataDir, SMTP_URL: sink.url }));
      }
    };
    const first = path.join(folder, "first.json.gz");
    const again = path.join(folder, "again.json.gz");
    const elsewhere = await startSiteServer();
    try {
      // Exported, then into this very site: the same content, so the same bytes once exported again (the
      // embedded database's site stopped once for the three commands, as an operator would).
      const [exported, imported] = await offline(site, () => [
        archive(site, "export", first),
        archive(site, "import", first),
        archive(site, "export", again),
      ]);
      expect(exported).toMatch(/^Wrote the site's content to /);
      expect(imported).toMatch(/Imported .*: \d+ revisions, \d+ drafts, [1-9]\d* images\./);
      expect(readFileSync(again).equals(readFileSync(first))).toBe(true);

      // Into another environment: its visitors get the published texts and images (a running instance within
      // about a second, as after any publication; a busy machine is given longer).
      await offline(elsewhere, () => archive(elsewhere, "import", first));
      const uploaded = /\/img\/uploads\/[0-9a-f]{32}\/hero-1920\.avif/;
      await expect
        .poll(async () => uploaded.test(await publicPage(elsewhere.origin, "/brands/stride-rite?lng=fr")), {
          timeout: 15_000,
        })
        .toBe(true);
      const page = await publicPage(elsewhere.origin, "/brands/stride-rite?lng=fr");
      const image = uploaded.exec(page)?.[0] ?? "";
      expect(await statusOf(`${elsewhere.origin}${image}`)).toBe(200);
      const owners = "Le texte du propriétaire, commencé avant";
      expect(await publicPage(elsewhere.origin, "/brands/jambu?lng=fr")).toContain(owners);
      // Something that is no archive changes nothing.
      writeFileSync(path.join(folder, "not.json.gz"), "not an archive");
      await expect(
        offline(elsewhere, () => archive(elsewhere, "import", path.join(folder, "not.json.gz"))),
      ).rejects.toThrow(/Could not import/);
      expect(await publicPage(elsewhere.origin, "/brands/jambu?lng=fr")).toContain(owners);
      // An archive whose image carries SVG, as a size the site would serve from its origin, is refused by name
      // and changes nothing either.
      const parsed: { images: { id: string; kind: string; files: { file: string; bytes: string }[] }[] } =
        JSON.parse(gunzipSync(readFileSync(first)).toString("utf8"));
      const photograph = parsed.images.find(({ kind }) => kind !== "artwork");
      if (!photograph) throw new Error("the archive has no photograph");
      const script = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"/>');
      photograph.files.push({ file: "hero.svg", bytes: script.toString("base64") });
      const svgArchive = path.join(folder, "svg.json.gz");
      writeFileSync(svgArchive, gzipSync(JSON.stringify(parsed)));
      await expect(offline(elsewhere, () => archive(elsewhere, "import", svgArchive))).rejects.toThrow(
        `Image ${photograph.id}'s file "hero.svg" is SVG, which an archive may not bring`,
      );
      expect(await publicPage(elsewhere.origin, "/brands/jambu?lng=fr")).toContain(owners);
      // Nor does an archive whose texts hold an invisible or control character (a direction override).
      const overridden = path.join(folder, "overridden.json.gz");
      const opened: { revisions: { document: string }[] } = JSON.parse(
        gunzipSync(readFileSync(first)).toString("utf8"),
      );
      const named = opened.revisions.find((revision) => revision.document.includes('"name":"'));
      if (!named) throw new Error("no revision names a brand");
      named.document = named.document.replace('"name":"', '"name":"\\u202E');
      writeFileSync(overridden, gzipSync(JSON.stringify(opened)));
      await expect(offline(elsewhere, () => archive(elsewhere, "import", overridden))).rejects.toThrow(
        /Could not import/,
      );
      expect(await publicPage(elsewhere.origin, "/brands/jambu?lng=fr")).toContain(owners);
    } finally {
      await elsewhere.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
