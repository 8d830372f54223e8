import type { Browser, Page } from "@playwright/test";
import {
  freePort,
  type SiteServer,
  startSiteServer,
  TEST_OWNER_EMAIL,
  TEST_TOOLS_PASSWORD,
} from "../support/site-server";
import { smtpSink } from "../support/smtp-sink";
import { linkIn, mailTo, totpCode } from "../support/staff-accounts";
import { axeBuilder, expect, test } from "./fixtures";

/**
 * Named accounts as people use them, on a server of its own whose mail the test reads: an owner invites a
 * salesperson and a marketer, each chooses a password from the mailed link, the salesperson turns on two-step
 * verification and signs in with it, each sees only their tools, and the owner deactivates the marketer, whose
 * open tab is signed out at its next click. In English and French, with and without scripts.
 */
test.describe.configure({ mode: "serial" });

// Refused pages (403) and wrong codes (401) are HTTP errors the browser logs.
const REFUSED = /Failed to load resource: the server responded with a status of (401|403)/;

const WORDS = {
  en: {
    email: "E-mail address",
    password: "Password",
    signIn: "Sign in",
    accounts: "Accounts",
    name: "Name",
    role: "Role",
    language: "Language of their e-mails",
    invite: "Send the invitation",
    invited: (email: string) => `Invitation sent to ${email}. The link works for 72 hours.`,
    roles: { sales: "Sales", marketing: "Marketing" },
    newPassword: "New password",
    repeat: "Type it again",
    save: "Save my password",
    marketingTools: "Photo Downloader, Content studio, Where to buy, Analytics",
    audit: "Audit log",
    deactivatedRow: "Deactivated an account",
    nameHeading: "What is your name?",
    nameField: "Your full name",
    nameContinue: "Continue",
    nameInvalid: "Enter your name (at most 100 characters).",
    setUp: "Set up two-step verification",
    code: "2. Enter the 6-digit code the app shows",
    turnOn: "Turn on two-step verification",
    enrolled: "Two-step verification is on",
    logout: "Logout",
    stepCode: "Code",
    verify: "Verify",
    dashboard: "Dashboard",
    messages: "Messages",
    photoDownloader: "Photo Downloader",
    forbidden: "This tool is not part of your role",
    edit: (name: string) => `Edit ${name}`,
    deactivate: "Deactivate the account",
    deactivated: "Account deactivated: it has been signed out everywhere.",
    title: "Tools Access",
  },
  fr: {
    email: "Adresse courriel",
    password: "Mot de passe",
    signIn: "Se connecter",
    accounts: "Comptes",
    name: "Nom",
    role: "Rôle",
    language: "Langue de ses courriels",
    invite: "Envoyer l’invitation",
    invited: (email: string) => `Invitation envoyée à ${email}. Le lien est valable 72 heures.`,
    roles: { sales: "Ventes", marketing: "Marketing" },
    newPassword: "Nouveau mot de passe",
    repeat: "Retapez-le",
    save: "Enregistrer mon mot de passe",
    marketingTools: "Téléchargeur de photos, Studio de contenu, Points de vente, Statistiques",
    audit: "Journal d’audit",
    deactivatedRow: "A désactivé un compte",
    nameHeading: "Quel est votre nom\u00a0?",
    nameField: "Votre nom complet",
    nameContinue: "Continuer",
    nameInvalid: "Entrez votre nom (100 caractères au plus).",
    setUp: "Configurer la vérification en deux étapes",
    code: "2. Entrez le code à 6 chiffres qu’affiche l’application",
    turnOn: "Activer la vérification en deux étapes",
    enrolled: "La vérification en deux étapes est activée",
    logout: "Déconnexion",
    stepCode: "Code",
    verify: "Vérifier",
    dashboard: "Tableau de bord",
    messages: "Messages",
    photoDownloader: "Téléchargeur de photos",
    forbidden: "Votre rôle ne donne pas accès à cet outil",
    edit: (name: string) => `Modifier ${name}`,
    deactivate: "Désactiver le compte",
    deactivated: "Compte désactivé : il a été déconnecté partout.",
    title: "Accès aux outils",
  },
} as const;

type Language = keyof typeof WORDS;

let site: SiteServer;
let sink: ReturnType<typeof smtpSink>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  sink = smtpSink(await freePort());
  await sink.start();
  site = await startSiteServer({ SMTP_URL: sink.url });
});

test.afterAll(async () => {
  await site?.stop();
  await sink?.stop();
});

/** axe finds nothing on the page as it stands (only where scripts run: axe runs in the page). */
async function expectNoAxeFindings(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  const results = await axeBuilder(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((violation) => ({ id: violation.id, help: violation.help }))).toEqual([]);
}

async function signIn(page: Page, language: Language, email: string, password: string) {
  const words = WORDS[language];
  await page.goto(`${site.origin}/tools/login?lng=${language}`);
  await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: words.signIn }).click();
}

async function invite(
  page: Page,
  language: Language,
  person: { name: string; email: string; role: "sales" | "marketing" },
) {
  const words = WORDS[language];
  await page.getByRole("navigation").getByRole("link", { name: words.accounts }).click();
  await page.getByLabel(words.name, { exact: true }).fill(person.name);
  await page.getByLabel(words.email).fill(person.email);
  await page.getByLabel(words.role, { exact: true }).selectOption({ label: words.roles[person.role] });
  await page.getByLabel(words.language).selectOption(language);
  await page.getByRole("button", { name: words.invite }).click();
  await expect(page.getByRole("status").filter({ hasText: words.invited(person.email) })).toBeVisible();
}

/** The invitee opens the mailed link in a browser of their own and chooses a password. */
async function join(browser: Browser, language: Language, email: string, javaScriptEnabled: boolean) {
  const words = WORDS[language];
  const context = await browser.newContext({
    javaScriptEnabled,
    locale: language === "fr" ? "fr-CA" : "en-CA",
  });
  const page = await context.newPage();
  const password = "seven green canoes drift home at dusk";
  await page.goto(`${site.origin}${linkIn(await mailTo(sink.received, email))}`);
  await expectNoAxeFindings(page);
  await page.getByLabel(words.newPassword).fill(password);
  await page.getByLabel(words.repeat).fill(password);
  await page.getByRole("button", { name: words.save }).click();
  // Signed in by the password just chosen: no empty sign-in form to fill again.
  await expect(page.getByRole("heading", { level: 1, name: words.dashboard })).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/tools`);
  return { page, password };
}

async function journey(browser: Browser, ownerPage: Page, language: Language, javaScriptEnabled: boolean) {
  const words = WORDS[language];
  const tag = `${language}-${javaScriptEnabled ? "js" : "nojs"}`;
  const sales = { name: `Sol ${tag}`, email: `sol-${tag}@trafalgar.test`, role: "sales" as const };
  const marketing = { name: `Maya ${tag}`, email: `maya-${tag}@trafalgar.test`, role: "marketing" as const };

  await signIn(ownerPage, language, TEST_OWNER_EMAIL, TEST_TOOLS_PASSWORD);
  await invite(ownerPage, language, sales);
  // Each role is described by the tools the authorisation table opens to it.
  await expect(
    ownerPage.getByRole("definition").filter({ hasText: new RegExp(`^${words.marketingTools}$`) }),
  ).toBeVisible();
  await expectNoAxeFindings(ownerPage);
  await invite(ownerPage, language, marketing);

  // The salesperson turns on two-step verification, then signs in with it.
  const seller = await join(browser, language, sales.email, javaScriptEnabled);
  await seller.page.getByRole("banner").getByRole("link", { name: sales.name }).click();
  await seller.page.getByRole("link", { name: words.setUp }).click();
  const key = ((await seller.page.locator("code").textContent()) ?? "").replaceAll(" ", "");
  await seller.page.getByLabel(words.code).fill(await totpCode(key));
  await seller.page.getByRole("button", { name: words.turnOn }).click();
  await expect(seller.page.getByRole("heading", { name: words.enrolled })).toBeVisible();
  await expect(
    seller.page.getByRole("listitem").filter({ hasText: /^[A-Z2-9]{5}-[A-Z2-9]{5}$/ }),
  ).toHaveCount(10);
  await seller.page.getByRole("button", { name: words.logout }).click();
  await expect(seller.page).toHaveURL(`${site.origin}/tools/login`);
  await signIn(seller.page, language, sales.email, seller.password);
  await seller.page.getByLabel(words.stepCode).fill(await totpCode(key, Math.floor(Date.now() / 1000) + 30));
  await seller.page.getByRole("button", { name: words.verify }).click();
  await expect(seller.page.getByRole("heading", { level: 1, name: words.dashboard })).toBeVisible();
  const sellerNav = seller.page.getByRole("navigation");
  await expect(sellerNav.getByRole("link", { name: words.messages })).toBeVisible();
  await expect(sellerNav.getByRole("link", { name: words.accounts })).toHaveCount(0);
  await seller.page.goto(`${site.origin}/tools/accounts`);
  await expect(seller.page.getByRole("heading", { level: 1, name: words.forbidden })).toBeVisible();

  // The marketer has the Photo Downloader and no leads.
  const marketer = await join(browser, language, marketing.email, javaScriptEnabled);
  const marketerNav = marketer.page.getByRole("navigation");
  await expect(marketerNav.getByRole("link", { name: words.photoDownloader })).toBeVisible();
  await expect(marketerNav.getByRole("link", { name: words.messages })).toHaveCount(0);
  await marketer.page.goto(`${site.origin}/tools/messages`);
  await expect(marketer.page.getByRole("heading", { level: 1, name: words.forbidden })).toBeVisible();
  await marketer.page.goto(`${site.origin}/tools`);

  // The owner deactivates the marketer; the marketer's open tab is signed out at its next click.
  await ownerPage.getByRole("navigation").getByRole("link", { name: words.accounts }).click();
  await ownerPage.getByRole("link", { name: words.edit(marketing.name) }).click();
  await ownerPage.getByRole("button", { name: words.deactivate }).click();
  await expect(ownerPage.getByRole("status")).toHaveText(words.deactivated);
  await marketer.page.getByRole("navigation").getByRole("link", { name: words.photoDownloader }).click();
  await expect(marketer.page).toHaveURL(`${site.origin}/tools/login`);
  await expect(marketer.page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();

  // The audit log names the account it is about, and leads to it.
  await ownerPage.getByRole("navigation").getByRole("link", { name: words.audit }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: words.audit })).toBeVisible();
  await expectNoAxeFindings(ownerPage);
  const deactivation = ownerPage.getByRole("row").filter({ hasText: words.deactivatedRow }).first();
  await deactivation.getByRole("link", { name: marketing.name }).click();
  await expect(ownerPage.getByRole("heading", { level: 1, name: marketing.name })).toBeVisible();

  await seller.page.context().close();
  await marketer.page.context().close();
}

test.describe("staff accounts with scripts", () => {
  test.use({ allowedConsoleErrors: [REFUSED] });

  for (const language of ["en", "fr"] as const) {
    test(`invite, choose a password, two-step sign-in, each role its tools, deactivation (${language})`, async ({
      browser,
      page,
    }) => {
      test.setTimeout(90_000);
      await journey(browser, page, language, true);
    });
  }
});

test.describe("staff accounts without scripts @no-js", () => {
  test.use({ allowedConsoleErrors: [REFUSED] });

  for (const language of ["en", "fr"] as const) {
    test(`the same journey as plain forms and links (${language})`, async ({ browser, page }) => {
      test.setTimeout(90_000);
      await journey(browser, page, language, false);
    });
  }
});

/**
 * A site started with no OWNER_NAME: its first owner is asked for a name before anything else, with a plain
 * form, and is called by it from then on.
 */
async function firstOwnerNames(page: Page, language: Language) {
  const words = WORDS[language];
  const fresh = await startSiteServer({ OWNER_NAME: "" });
  try {
    await page.goto(`${fresh.origin}/tools/login?lng=${language}`);
    await page.getByLabel(words.email).fill(TEST_OWNER_EMAIL);
    await page.getByLabel(words.password, { exact: true }).fill(TEST_TOOLS_PASSWORD);
    await page.getByRole("button", { name: words.signIn }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.nameHeading })).toBeVisible();
    await expectNoAxeFindings(page);
    // A name of spaces passes the browser's check of a required field; the server refuses it.
    await page.getByLabel(words.nameField).fill("   ");
    await page.getByRole("button", { name: words.nameContinue }).click();
    await expect(page.getByRole("alert").filter({ hasText: words.nameInvalid })).toBeVisible();
    await expectNoAxeFindings(page);
    await page.getByLabel(words.nameField).fill("Odette Lavoie");
    await page.getByRole("button", { name: words.nameContinue }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.dashboard })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Odette Lavoie" })).toBeVisible();
  } finally {
    await fresh.stop();
  }
}

// A refused name is a 400 the browser logs.
const REFUSED_NAME = /Failed to load resource: the server responded with a status of 400/;

test.describe("the first owner's name", () => {
  test.use({ allowedConsoleErrors: [REFUSED_NAME] });
  for (const language of ["en", "fr"] as const) {
    test(`is asked at the first sign-in and shown from then on (${language})`, async ({ page }) => {
      test.setTimeout(60_000);
      await firstOwnerNames(page, language);
    });
  }
});

test.describe("the first owner's name without scripts @no-js", () => {
  test.use({ allowedConsoleErrors: [REFUSED_NAME] });
  for (const language of ["en", "fr"] as const) {
    test(`is asked with a plain form (${language})`, async ({ page }) => {
      test.setTimeout(60_000);
      await firstOwnerNames(page, language);
    });
  }
});
