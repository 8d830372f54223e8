import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, request } from "@playwright/test";
import sharp from "sharp";
import {
  type SiteServer,
  startSiteServer,
  TEST_OWNER_EMAIL,
  TEST_TOOLS_PASSWORD,
} from "../support/site-server";
import { axeBuilder, expect, test } from "./fixtures";

/**
 * The content studio as marketing uses it, on a server of its own (its publications change brand pages other
 * specs read): a brand's French description is edited, previewed as a visitor would see it while the public
 * page stays as it was, refused while the French is the English text, published, seen on the public page,
 * and rolled back from its history. In English and French, with and without scripts.
 */
test.describe.configure({ mode: "serial" });
// A refused publication answers 400, which the browser logs.
test.use({ allowedConsoleErrors: [/the server responded with a status of 400/] });

let site: SiteServer;
let photos: string;
test.beforeAll(async () => {
  site = await startSiteServer();
  photos = mkdtempSync(path.join(tmpdir(), "studio-photos-"));
});
test.afterAll(async () => {
  await site?.stop();
  rmSync(photos, { recursive: true, force: true });
});

/** A photograph for a hero: large enough for the slot, its colour its own, so each upload is a new image. */
async function heroPhoto(colour: string): Promise<string> {
  const file = path.join(photos, `hero-${colour.slice(1)}.jpg`);
  await sharp({ create: { width: 2400, height: 1350, channels: 3, background: colour } })
    .jpeg()
    .toFile(file);
  return file;
}

/** The hero image's AVIF sources on the brand's French page, as a visitor without cookies gets it. */
async function publicHero(brand: string): Promise<string> {
  const visitor = await request.newContext();
  const response = await visitor.get(`${site.origin}/brands/${brand}?lng=fr`);
  const html = await response.text();
  await visitor.dispose();
  return /<source type="image\/avif" srcSet="([^"]+)"/.exec(html)?.[1] ?? "";
}

type Language = "en" | "fr";

const WORDS = {
  en: {
    edit: (name: string) => `Edit ${name}`,
    description: "Description",
    french: "French",
    english: "English",
    preview: "Save and preview",
    save: "Save draft",
    saved: "Draft saved. Visitors still see the live revision.",
    draftBar: "Preview of the draft: visitors do not see it.",
    previewLanguages: "Preview language",
    widths: "Preview width",
    phone: "Phone",
    back: "Back to the editor",
    publish: "Publish",
    note: "Note for the history",
    published: /Published as revision 2/,
    frenchGaps: /Not published: every French text must be there/,
    problems: "What to correct",
    sameAsEnglish: /Description \(French\): This is still the English text\./,
    history: "History",
    compare: "Compare revision 1 with what is live",
    rollBack: "Roll back to revision 1",
    rolledBack: "Revision 1 is live again, as a new revision.",
    heroSlot: "Hero image (also the brand’s tile in the grids)",
    image: "Image",
    altEnglish: "What it shows, in English",
    altFrench: "What it shows, in French",
    upload: "Upload",
    uploaded: "Image saved in the draft. Visitors see it once the brand is published.",
  },
  fr: {
    edit: (name: string) => `Modifier ${name}`,
    description: "Description",
    french: "français",
    english: "anglais",
    preview: "Enregistrer et prévisualiser",
    save: "Enregistrer le brouillon",
    saved: "Brouillon enregistré. Les visiteurs voient toujours la version en ligne.",
    draftBar: /Aperçu du brouillon\s:\sles visiteurs ne le voient pas\./,
    previewLanguages: "Langue de l’aperçu",
    widths: "Largeur de l’aperçu",
    phone: "Téléphone",
    back: "Retour à l’éditeur",
    publish: "Publier",
    note: "Note pour l’historique",
    published: /Publié comme version 2/,
    frenchGaps: /Non publié\s:\schaque texte français doit être présent/,
    problems: "Ce qu’il faut corriger",
    sameAsEnglish: /Description \(français\)\s:\sC’est encore le texte anglais\./,
    history: "Historique",
    compare: "Comparer la version 1 avec la version en ligne",
    rollBack: "Revenir à la version 1",
    rolledBack: "La version 1 est de nouveau en ligne, comme nouvelle version.",
    heroSlot: "Image d’en-tête (aussi la tuile de la marque dans les grilles)",
    image: "Image",
    altEnglish: "Ce qu’elle montre, en anglais",
    altFrench: "Ce qu’elle montre, en français",
    upload: "Téléverser",
    uploaded: "Image enregistrée dans le brouillon. Les visiteurs la verront une fois la marque publiée.",
  },
};

async function signIn(page: Page, language: Language) {
  const response = await page.request.post(`${site.origin}/tools/login`, {
    form: { email: TEST_OWNER_EMAIL, password: TEST_TOOLS_PASSWORD },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(`${site.origin}/tools/studio?lng=${language}`);
}

/** The French public page's description of a brand, as a visitor reads it. */
async function publicDescription(page: Page, brand: string): Promise<string> {
  const visitor = await page.context().browser()?.newContext({ locale: "fr-CA" });
  if (!visitor) throw new Error("no browser");
  const tab = await visitor.newPage();
  await tab.goto(`${site.origin}/brands/${brand}?lng=fr`);
  const text = (await tab.locator("main p").first().textContent()) ?? "";
  await visitor.close();
  return text;
}

const JOURNEYS = [
  { language: "en", brand: "aquatalia", name: "Aquatalia", tag: "", colour: "#8a5a2b" },
  { language: "fr", brand: "dockers", name: "Dockers", tag: "", colour: "#2b5a8a" },
  { language: "en", brand: "born", name: "Børn", tag: " @no-js", colour: "#5a8a2b" },
  { language: "fr", brand: "jambu", name: "Jambu", tag: " @no-js", colour: "#8a2b5a" },
] as const;

for (const { language, brand, name, tag, colour } of JOURNEYS) {
  test(`edits ${name}'s French description and hero image, previews, publishes and rolls it back (${language})${tag}`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signIn(page, language);
    const before = await publicDescription(page, brand);
    expect(before.length).toBeGreaterThan(20);
    const heroBefore = await publicHero(brand);
    expect(heroBefore).toContain(`/img/brands/${brand}/hero-`);

    await page.getByRole("link", { name: words.edit(name) }).click();
    const description = page.getByRole("group", { name: words.description, exact: true });
    const english = (await description.getByLabel(words.english, { exact: true }).inputValue()).trim();
    const french = description.getByLabel(words.french, { exact: true });

    // The French gate: the English text left in the French field is not published.
    await french.fill(english);
    await page.getByRole("button", { name: words.publish }).click();
    await expect(page.getByRole("alert").filter({ hasText: words.frenchGaps })).toBeVisible();
    // The texts to correct are listed above the form, each also under its control.
    await expect(page.getByRole("region", { name: words.problems })).toContainText(words.sameAsEnglish);
    expect(await publicDescription(page, brand)).toBe(before);

    // A draft, previewed as a visitor would see it; the public page does not change.
    const edited = `Nouvelle description de ${name} pour la saison, écrite dans le studio (${language}${tag}).`;
    await french.fill(edited);
    await page.getByRole("button", { name: words.preview }).click();
    await expect(page.getByText(words.draftBar)).toBeVisible();
    await page
      .getByRole("navigation", { name: words.previewLanguages })
      .getByRole("link", { name: "Français" })
      .click();
    await expect(page.getByText(edited)).toBeVisible();
    expect(await publicDescription(page, brand)).toBe(before);
    // At a phone's width: the page in a frame of a phone's size.
    await page
      .getByRole("navigation", { name: WORDS.fr.widths })
      .getByRole("link", { name: WORDS.fr.phone })
      .click();
    const phone = page.frameLocator(`iframe[title="${name} à la largeur d’un téléphone"]`);
    await expect(phone.getByText(edited)).toBeVisible();

    // The preview speaks the language it shows, its bar included.
    await page.getByRole("link", { name: WORDS.fr.back }).click();

    // A photograph for the hero, described in both languages, taken into the draft.
    const hero = page.getByRole("form", { name: words.heroSlot });
    await hero.getByLabel(words.image, { exact: true }).setInputFiles(await heroPhoto(colour));
    await hero.getByLabel(words.altEnglish).fill(`A ${name} boot on a wet Oakville street`);
    await hero.getByLabel(words.altFrench).fill(`Une botte ${name} dans une rue mouillée d’Oakville`);
    await hero.getByRole("button", { name: words.upload }).click();
    await expect(page.getByRole("status").filter({ hasText: words.uploaded })).toBeVisible();
    expect(await publicHero(brand)).toBe(heroBefore);

    // Published: the public page shows both.
    await page.getByLabel(words.note).fill("New season description");
    await page.getByRole("button", { name: words.publish }).click();
    await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible();
    await expect.poll(() => publicDescription(page, brand)).toBe(edited);
    const heroAfter = await publicHero(brand);
    expect(heroAfter).toContain("/img/uploads/");
    const avif = await page.request.get(`${site.origin}${heroAfter.split(" ")[0]}`);
    expect(avif.headers()["content-type"]).toBe("image/avif");
    expect(avif.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

    // Rolled back from the history: the first text is live again.
    await page.getByRole("link", { name: words.history, exact: true }).click();
    await page.getByRole("link", { name: words.compare }).click();
    await expect(page.getByRole("cell", { name: edited })).toBeVisible();
    await page.getByRole("button", { name: words.rollBack }).click();
    await expect(page.getByRole("status").filter({ hasText: words.rolledBack })).toBeVisible();
    await expect.poll(() => publicDescription(page, brand)).toBe(before);
    expect(await publicHero(brand)).toBe(heroBefore);
  });
}

const LINEUP_WORDS = {
  en: {
    open: "Order, show and retire brands",
    brand: "Brand to retire",
    replacement: "Send its visitors to",
    note: "Note for the history",
    retire: "Retire brand",
    changed: /Published as revision \d+: the website follows within seconds\./,
    moveUp: (name: string) => `Move up ${name}`,
    moveDown: (name: string) => `Move down ${name}`,
    restore: (name: string) => `Bring back ${name}`,
    goesTo: (name: string) => `Sends visitors to ${name}`,
    retired: "Retired brands",
    gone: "Says it is no longer distributed (410)",
    goneHeading: "We no longer distribute this brand",
  },
  fr: {
    open: "Ordonner, afficher et retirer des marques",
    brand: "Marque à retirer",
    replacement: "Diriger ses visiteurs vers",
    note: "Note pour l’historique",
    retire: "Retirer la marque",
    changed: /Publié comme version \d+\s:\sle site s’y conforme en quelques secondes\./,
    moveUp: (name: string) => `Monter ${name}`,
    moveDown: (name: string) => `Descendre ${name}`,
    restore: (name: string) => `Ramener ${name}`,
    goesTo: (name: string) => `Dirige les visiteurs vers ${name}`,
    retired: "Marques retirées",
    gone: "Indique qu’elle n’est plus distribuée (410)",
    goneHeading: "Nous ne distribuons plus cette marque",
  },
};

const LINEUP_JOURNEYS = [
  { language: "en", brand: "nurse-mates", name: "Nurse Mates", to: "Prospector Pro", tag: "" },
  { language: "fr", brand: "saucony-kids", name: "Saucony Kids", to: undefined, tag: " @no-js" },
] as const;

for (const { language, brand, name, to, tag } of LINEUP_JOURNEYS) {
  test(`retires ${name}, reorders the line-up and brings ${name} back (${language})${tag}`, async ({
    page,
    browser,
  }) => {
    const words = LINEUP_WORDS[language];
    await signIn(page, language);
    await page.getByRole("link", { name: words.open }).click();
    await page.getByLabel(words.brand).selectOption({ label: name });
    if (to) await page.getByLabel(words.replacement).selectOption({ label: to });
    await page.getByLabel(words.note).fill(`${name} leaves the line-up`);
    await page.getByRole("button", { name: words.retire }).click();
    await expect(page.getByRole("status").filter({ hasText: words.changed })).toBeVisible();
    await expect(
      page.getByRole("table", { name: words.retired }).getByRole("row", { name: new RegExp(name) }),
    ).toContainText(to ? words.goesTo(to) : words.gone);

    // A visitor no longer finds the brand in the menus, and its address says where it went.
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto(`${site.origin}/brands?lng=${language}`);
    await expect(tab.getByRole("contentinfo").getByRole("link", { name: "Stride Rite" })).toBeVisible();
    await expect(tab.getByRole("contentinfo").getByRole("link", { name, exact: true })).toHaveCount(0);
    const answer = await tab.goto(`${site.origin}/brands/${brand}?lng=${language}`);
    if (to) {
      await expect(tab.getByRole("heading", { level: 1, name: to })).toBeVisible();
    } else {
      expect(answer?.status()).toBe(410);
      await expect(tab.getByRole("heading", { level: 1, name: words.goneHeading })).toBeVisible();
    }

    // Order: Stride Rite moves up one place, and back.
    await page.getByRole("button", { name: words.moveUp("Stride Rite") }).click();
    await expect(page.getByRole("status").filter({ hasText: words.changed })).toBeVisible();
    await page.getByRole("button", { name: words.moveDown("Stride Rite") }).click();
    await expect(page.getByRole("status").filter({ hasText: words.changed })).toBeVisible();

    // Brought back: its page is there again, in the menus and at its address.
    await page.getByRole("button", { name: words.restore(name) }).click();
    await expect(page.getByRole("status").filter({ hasText: words.changed })).toBeVisible();
    await tab.goto(`${site.origin}/brands/${brand}?lng=${language}`);
    await expect(tab.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(tab.getByRole("contentinfo").getByRole("link", { name, exact: true })).toBeVisible();
    await visitor.close();
  });
}

const NEW_BRAND_WORDS = {
  en: {
    open: "Add a brand",
    english: "English",
    french: "French",
    fields: {
      name: "Name",
      description: "Description",
      buttonText: "Website button",
      section1Heading: "First section’s heading",
      section1Paragraphs: "First section’s paragraphs",
      section2Heading: "Second section’s heading",
      section2Paragraphs: "Second section’s paragraphs",
      contactHeading: "Contact heading",
      contactDescription: "Contact description",
      contactSubmitText: "Contact button",
      website: "Brand’s website",
      contactEmail: "Brand manager’s address",
    },
    motif: "Product drawn",
    winterBoot: "Winter boot",
    create: "Create the brand’s draft",
    invalid: /The brand was not created: correct the texts marked in the form\./,
    neverPublished: "New brand, not published yet",
    published: /Published as revision 1:/,
  },
  fr: {
    open: "Ajouter une marque",
    english: "anglais",
    french: "français",
    fields: {
      name: "Nom",
      description: "Description",
      buttonText: "Bouton du site web",
      section1Heading: "Titre de la première section",
      section1Paragraphs: "Paragraphes de la première section",
      section2Heading: "Titre de la deuxième section",
      section2Paragraphs: "Paragraphes de la deuxième section",
      contactHeading: "Titre du contact",
      contactDescription: "Description du contact",
      contactSubmitText: "Bouton du contact",
      website: "Site web de la marque",
      contactEmail: "Adresse du gestionnaire de la marque",
    },
    motif: "Produit dessiné",
    winterBoot: "Botte d’hiver",
    create: "Créer le brouillon de la marque",
    invalid: /La marque n’a pas été créée\s:\scorrigez les textes signalés dans le formulaire\./,
    neverPublished: "Nouvelle marque, pas encore publiée",
    published: /Publié comme version 1\s:/,
  },
};

const NEW_BRANDS = [
  { language: "en", brand: "maple-trail-outfitters", name: "Maple Trail Outfitters", tag: "" },
  { language: "fr", brand: "erable-boreal", name: "Érable Boréal", tag: " @no-js" },
] as const;

for (const { language, brand, name, tag } of NEW_BRANDS) {
  test(`adds ${name}, written in both languages, and publishes it to every list (${language})${tag}`, async ({
    page,
    browser,
  }) => {
    const words = NEW_BRAND_WORDS[language];
    await signIn(page, language);
    await page.getByRole("link", { name: words.open }).click();
    const texts: Record<keyof typeof words.fields, [english: string, french: string]> = {
      name: [name, name],
      description: [
        `${name} makes warm boots for Canadian winters.`,
        `${name} fabrique des bottes chaudes pour l’hiver canadien.`,
      ],
      buttonText: ["VISIT THEIR WEBSITE", "VISITER LEUR SITE WEB"],
      section1Heading: ["Built for snow", "Conçues pour la neige"],
      section1Paragraphs: ["Lined boots for every storm.", "Des bottes doublées pour chaque tempête."],
      section2Heading: ["Stocked in Oakville", "En stock à Oakville"],
      section2Paragraphs: [
        "Core sizes ship within 8 hours.",
        "Les pointures essentielles partent en 8 heures.",
      ],
      contactHeading: [`Carry ${name}`, `Offrez ${name}`],
      contactDescription: ["Tell us about your store.", "Parlez-nous de votre magasin."],
      contactSubmitText: ["Contact the team", "Écrire à l’équipe"],
      website: ["https://maple.example", "https://maple.example"],
      contactEmail: ["boot.brands@trafalgarbrands.example", "boot.brands@trafalgarbrands.example"],
    };
    // The French description left out first: nothing is created, and what was typed stays.
    for (const [field, [english, french]] of Object.entries(texts)) {
      const group = page.getByRole("group", { name: words.fields[field as keyof typeof texts], exact: true });
      await group.getByLabel(words.english, { exact: true }).fill(english);
      if (field !== "description") await group.getByLabel(words.french, { exact: true }).fill(french);
    }
    await page.getByLabel(words.motif).selectOption({ label: words.winterBoot });
    await page.getByRole("button", { name: words.create }).click();
    await expect(page.getByRole("alert").filter({ hasText: words.invalid })).toBeVisible();
    const description = page.getByRole("group", { name: words.fields.description, exact: true });
    await expect(description.getByLabel(words.english, { exact: true })).toHaveValue(texts.description[0]);
    await description.getByLabel(words.french, { exact: true }).fill(texts.description[1]);
    await page.getByRole("button", { name: words.create }).click();

    // Its own editor: not published yet, and visitors find nothing at its address.
    await expect(page.getByText(words.neverPublished)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tools/studio/brands/${brand}$`));
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    expect((await tab.goto(`${site.origin}/brands/${brand}?lng=${language}`))?.status()).toBe(404);

    await page.getByRole("button", { name: WORDS[language].publish }).click();
    await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible();
    await tab.goto(`${site.origin}/brands/${brand}?lng=${language}`);
    await expect(tab.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(
      tab.getByText(language === "en" ? texts.description[0] : texts.description[1]),
    ).toBeVisible();
    await tab.goto(`${site.origin}/brands?lng=${language}`);
    await expect(tab.getByRole("contentinfo").getByRole("link", { name, exact: true })).toBeVisible();
    await visitor.close();
  });
}

const PAGE_WORDS = {
  en: {
    edit: "Edit About us",
    section: "The page",
    heading: "Heading",
    french: "French",
    published: /Published as revision 2:/,
    rolledBack: "Revision 1 is live again, as a new revision.",
    compare: "Compare revision 1 with what is live",
    rollBack: "Roll back to revision 1",
  },
  fr: {
    edit: "Modifier À propos",
    section: "La page",
    heading: "Intitulé",
    french: "français",
    published: /Publié comme version 2\s:/,
    rolledBack: "La version 1 est de nouveau en ligne, comme nouvelle version.",
    compare: "Comparer la version 1 avec la version en ligne",
    rollBack: "Revenir à la version 1",
  },
};

for (const { language, tag } of [
  { language: "en", tag: "" },
  { language: "fr", tag: " @no-js" },
] as const) {
  test(`edits the about page's French heading, previews it, publishes it and rolls it back (${language})${tag}`, async ({
    page,
    browser,
  }) => {
    const words = { ...WORDS[language], ...PAGE_WORDS[language] };
    await signIn(page, language);
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    const publicHeading = async () => {
      await tab.goto(`${site.origin}/about?lng=fr`);
      return (await tab.getByRole("heading", { level: 1 }).textContent())?.trim();
    };
    const before = await publicHeading();

    await page.getByRole("link", { name: words.edit, exact: true }).click();
    const heading = page
      .getByRole("region", { name: words.section, exact: true })
      .getByRole("group", { name: words.heading, exact: true })
      .getByLabel(words.french, { exact: true });
    const edited = `Un partenaire canadien pour vos marques (${language}${tag})`;
    await heading.fill(edited);
    await page.getByRole("button", { name: words.preview }).click();
    // The page itself, with the draft in place and the preview's bar under it; visitors still see the old one.
    await expect(page.getByText(words.draftBar)).toBeVisible();
    await page
      .getByRole("navigation", { name: words.previewLanguages })
      .getByRole("link", { name: "Français" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: edited })).toBeVisible();
    expect(await publicHeading()).toBe(before);

    await page.getByRole("link", { name: WORDS.fr.back }).click();
    await page.getByRole("button", { name: words.publish }).click();
    await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible();
    await expect.poll(publicHeading).toBe(edited);

    await page.getByRole("link", { name: words.history, exact: true }).click();
    await page.getByRole("link", { name: words.compare }).click();
    await expect(page.getByRole("cell", { name: edited })).toBeVisible();
    await page.getByRole("button", { name: words.rollBack }).click();
    await expect(page.getByRole("status").filter({ hasText: words.rolledBack })).toBeVisible();
    await expect.poll(publicHeading).toBe(before);
    await visitor.close();
  });
}

const LEGAL_WORDS = {
  en: {
    edit: "Edit Terms of use",
    // The studio names a section by its role; the page shows its heading.
    section: "Governing law",
    heading: "Governing law and changes",
    text: "Text",
    guide: "How a legal page is written",
    added: "These terms are reviewed every year by Trafalgar Brands.",
  },
  fr: {
    edit: "Modifier Conditions d’utilisation",
    section: "Droit applicable",
    heading: "Droit applicable et modifications",
    text: "Texte",
    guide: "Comment s’écrit une page juridique",
    added: "Trafalgar Brands revoit ces conditions chaque année.",
  },
};

for (const { language, tag } of [
  { language: "en", tag: "" },
  { language: "fr", tag: " @no-js" },
] as const) {
  test(`edits a section of the terms of use in both languages with a fact in it, publishes it and rolls it back (${language})${tag}`, async ({
    page,
    browser,
  }) => {
    const words = { ...WORDS[language], ...PAGE_WORDS[language], ...LEGAL_WORDS[language] };
    await signIn(page, language);
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    const added = () => tab.getByText(words.added);

    await page.getByRole("link", { name: words.edit, exact: true }).click();
    await expect(page.getByText(words.guide)).toBeVisible();
    const text = page
      .getByRole("region", { name: words.section, exact: true })
      .getByRole("group", { name: words.text, exact: true });
    for (const [label, sentence] of [
      [words.english, "These terms are reviewed every year by {company}."],
      [words.french, "{company} revoit ces conditions chaque année."],
    ] as const) {
      const box = text.getByLabel(label, { exact: true });
      await box.fill(`${await box.inputValue()}\n\n${sentence}`);
    }
    await page.getByRole("button", { name: words.publish }).click();
    await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible();
    await tab.goto(`${site.origin}/terms?lng=${language}`);
    await expect(added()).toBeVisible();

    await page.getByRole("link", { name: words.history, exact: true }).click();
    await page.getByRole("link", { name: words.compare }).click();
    await page.getByRole("button", { name: words.rollBack }).click();
    await expect(page.getByRole("status").filter({ hasText: words.rolledBack })).toBeVisible();
    await tab.goto(`${site.origin}/terms?lng=${language}`);
    await expect(tab.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
    await expect(added()).toHaveCount(0);
    await visitor.close();
  });
}

// A preview shows a public page, audited in both languages by accessibility.spec.ts, inside the studio's bar:
// each preview is audited under one language of the studio, two under each (decision 316).
const AUDITED_PREVIEWS = {
  en: ["/tools/studio/preview/brands/gentle-souls?in=fr", "/tools/studio/preview/pages/services?in=fr"],
  fr: ["/tools/studio/preview/brands/gentle-souls?in=fr&width=phone", "/services?preview=draft&in=fr"],
};
for (const language of ["en", "fr"] as const) {
  // One test per language, so the two workers share the audits.
  test(`every studio page, with an answer shown, passes axe (${language})`, async ({ page }) => {
    // Ten whole-page audits: on a shared two-core machine they have taken over 30 s.
    test.setTimeout(120_000);
    await signIn(page, language);
    const pages = [
      "/tools/studio",
      "/tools/studio/brands/gentle-souls",
      "/tools/studio/brands/gentle-souls/history?compare=1",
      "/tools/studio/line-up",
      "/tools/studio/new-brand",
      "/tools/studio/pages/privacy",
      "/tools/studio/pages/services/history",
      ...AUDITED_PREVIEWS[language],
    ];
    for (const path of pages) {
      await page.goto(`${site.origin}${path}`);
      const results = await axeBuilder(page)
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id} ${JSON.stringify(violation.nodes.map((n) => n.target))}`,
        ),
        `${path} (${language})`,
      ).toEqual([]);
    }
    // The editor, opened from the studio's list, with the French gate's refusal on screen.
    await page.goto(`${site.origin}/tools/studio`);
    await page.getByRole("link", { name: WORDS[language].edit("Gentle Souls") }).click();
    const description = page.getByRole("group", { name: WORDS[language].description, exact: true });
    const english = await description.getByLabel(WORDS[language].english, { exact: true }).inputValue();
    await description.getByLabel(WORDS[language].french, { exact: true }).fill(english);
    await page.getByRole("button", { name: WORDS[language].publish }).click();
    await expect(page.getByRole("alert").filter({ hasText: WORDS[language].frenchGaps })).toBeVisible();
    const refused = await axeBuilder(page)
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(
      refused.violations.map((violation) => violation.id),
      `refusal (${language})`,
    ).toEqual([]);
  });
}

test("lists the site's pages before the brands, and names a page's sections by their role, in English and French", async ({
  page,
}) => {
  for (const [language, pages, brands, sections] of [
    [
      "en",
      "Pages",
      "Brands",
      ["The page", "Hero", "Brand strip", "Promotion", "Brand grid", "Call to action"],
    ],
    [
      "fr",
      "Pages",
      "Marques",
      ["La page", "En-tête", "Bandeau des marques", "Promotion", "Grille des marques", "Appel à l’action"],
    ],
  ] as const) {
    await signIn(page, language);
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.indexOf(pages)).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf(pages)).toBeLessThan(headings.indexOf(brands));
    await page.goto(`${site.origin}/tools/studio/pages/home?lng=${language}`);
    for (const name of sections)
      await expect(page.getByRole("region", { name, exact: true }), name).toBeVisible();
  }
});

const BAR_WORDS = {
  refused: /Not published: every French text must be there/,
  toProblems: "See what to correct",
  problems: "What to correct",
  published: /Published as revision 2: the brand’s pages show it/,
};

for (const { brand, tag } of [
  { brand: "saucony-kids", tag: "" },
  { brand: "nurse-mates", tag: " @no-js" },
] as const) {
  test(`keeps the editor's actions in view and answers beside them, far down the form${tag}`, async ({
    page,
  }) => {
    await signIn(page, "en");
    await page.goto(`${site.origin}/tools/studio/brands/${brand}`);
    const publish = page.getByRole("button", { name: WORDS.en.publish, exact: true });
    await expect(publish).toBeInViewport();
    // The contact block's texts are some thousands of pixels down the form.
    const heading = page.getByRole("group", { name: "Contact heading", exact: true });
    const english = await heading.getByLabel(WORDS.en.english, { exact: true }).inputValue();
    const french = heading.getByLabel(WORDS.en.french, { exact: true });
    await french.fill(english);
    await expect(publish).toBeInViewport();
    await publish.click();
    const refused = page.getByRole("alert").filter({ hasText: BAR_WORDS.refused });
    await expect(refused).toBeInViewport();
    await expect(publish).toBeInViewport();
    await page.getByRole("link", { name: BAR_WORDS.toProblems }).click();
    await expect(page.getByRole("region", { name: BAR_WORDS.problems })).toBeInViewport();

    await french.fill(`${english} (en français)`);
    await publish.click();
    await expect(page.getByRole("status").filter({ hasText: BAR_WORDS.published })).toBeInViewport();
  });
}

test("what is typed into a filled text before its scripts run replaces it, and is what is published @late-scripts", async ({
  page,
}) => {
  await signIn(page, "en");
  const entry = /\/assets\/entry\.client-[^/]*\.js$/;
  await page.route(entry, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  const scripts = page.waitForResponse(entry, { timeout: 15_000 });
  await page.goto(`${site.origin}/tools/studio/brands/merrell-kids`, { waitUntil: "domcontentloaded" });
  const typed = "Des chaussures pour enfants, écrites avant que la page ne soit prête.";
  const french = page
    .getByRole("group", { name: WORDS.en.description, exact: true })
    .getByLabel(WORDS.en.french, { exact: true });
  // Typed key by key, as a person types: where the caret is, not over the text the field holds.
  await french.pressSequentially(typed);
  await scripts;
  // The live count, drawn by the scripts, counts what was typed.
  await expect(page.getByText(`${typed.length} of 400 characters`)).toBeVisible({ timeout: 10_000 });
  await expect(french).toHaveValue(typed);
  await page.getByRole("button", { name: WORDS.en.save }).click();
  await expect(page.getByRole("status").filter({ hasText: WORDS.en.saved })).toBeInViewport();
  await expect(french).toHaveValue(typed);
  await page.getByRole("button", { name: WORDS.en.publish }).click();
  await expect(page.getByRole("status").filter({ hasText: WORDS.en.published })).toBeVisible();
  await expect.poll(() => publicDescription(page, "merrell-kids")).toBe(typed);
});
