import type { Page } from "@playwright/test";
import {
  type SiteServer,
  startSiteServer,
  TEST_OWNER_EMAIL,
  TEST_TOOLS_PASSWORD,
} from "../support/site-server";
import { expect, test } from "./fixtures";

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
test.beforeAll(async () => {
  site = await startSiteServer();
});
test.afterAll(async () => {
  await site?.stop();
});

type Language = "en" | "fr";

const WORDS = {
  en: {
    edit: (name: string) => `Edit ${name}`,
    description: "Description",
    french: "French",
    english: "English",
    preview: "Save and preview",
    draftBar: "Preview of the draft: visitors do not see it.",
    previewLanguages: "Preview language",
    back: "Back to the editor",
    publish: "Publish",
    note: "Note for the history",
    published: /Published as revision 2/,
    frenchGaps: /Not published: every French text must be there/,
    sameAsEnglish: /Description \(French\): This is still the English text\./,
    history: "History",
    compare: "Compare revision 1 with what is live",
    rollBack: "Roll back to revision 1",
    rolledBack: "Revision 1 is live again, as a new revision.",
  },
  fr: {
    edit: (name: string) => `Modifier ${name}`,
    description: "Description",
    french: "français",
    english: "anglais",
    preview: "Enregistrer et prévisualiser",
    draftBar: /Aperçu du brouillon\s:\sles visiteurs ne le voient pas\./,
    previewLanguages: "Langue de l’aperçu",
    back: "Retour à l’éditeur",
    publish: "Publier",
    note: "Note pour l’historique",
    published: /Publié comme version 2/,
    frenchGaps: /Non publié\s:\schaque texte français doit être présent/,
    sameAsEnglish: /Description \(français\)\s:\sC’est encore le texte anglais\./,
    history: "Historique",
    compare: "Comparer la version 1 avec la version en ligne",
    rollBack: "Revenir à la version 1",
    rolledBack: "La version 1 est de nouveau en ligne, comme nouvelle version.",
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
  { language: "en", brand: "aquatalia", name: "Aquatalia", tag: "" },
  { language: "fr", brand: "dockers", name: "Dockers", tag: "" },
  { language: "en", brand: "born", name: "Børn", tag: " @no-js" },
  { language: "fr", brand: "jambu", name: "Jambu", tag: " @no-js" },
] as const;

for (const { language, brand, name, tag } of JOURNEYS) {
  test(`edits ${name}'s French description, previews, publishes and rolls it back (${language})${tag}`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await signIn(page, language);
    const before = await publicDescription(page, brand);
    expect(before.length).toBeGreaterThan(20);

    await page.getByRole("link", { name: words.edit(name) }).click();
    const description = page.getByRole("group", { name: words.description, exact: true });
    const english = (await description.getByLabel(words.english, { exact: true }).inputValue()).trim();
    const french = description.getByLabel(words.french, { exact: true });

    // The French gate: the English text left in the French field is not published.
    await french.fill(english);
    await page.getByRole("button", { name: words.publish }).click();
    await expect(page.getByRole("alert").filter({ hasText: words.frenchGaps })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(words.sameAsEnglish);
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

    // Published: the public page shows it.
    // The preview speaks the language it shows, its bar included.
    await page.getByRole("link", { name: WORDS.fr.back }).click();
    await page.getByLabel(words.note).fill("New season description");
    await page.getByRole("button", { name: words.publish }).click();
    await expect(page.getByRole("status").filter({ hasText: words.published })).toBeVisible();
    await expect.poll(() => publicDescription(page, brand)).toBe(edited);

    // Rolled back from the history: the first text is live again.
    await page.getByRole("link", { name: words.history, exact: true }).click();
    await page.getByRole("link", { name: words.compare }).click();
    await expect(page.getByRole("cell", { name: edited })).toBeVisible();
    await page.getByRole("button", { name: words.rollBack }).click();
    await expect(page.getByRole("status").filter({ hasText: words.rolledBack })).toBeVisible();
    await expect.poll(() => publicDescription(page, brand)).toBe(before);
  });
}
