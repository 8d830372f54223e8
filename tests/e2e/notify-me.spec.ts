import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { type SiteServer, startSiteServer, TEST_FILL_MS } from "../support/site-server";
import { axeBuilder, expect, test } from "./fixtures";

/*
 * The B2B page's notify-me list as people use it, on a server of its own whose mail drop (DATA_DIR/mail, no
 * SMTP server set) the test reads: sign up, open the confirmation link from the mail, confirm, then unsubscribe
 * from the welcome mail's link. In English and French, with scripts and without.
 */

const WORDS = {
  en: {
    email: "Email",
    consent: /^Yes, Trafalgar Brands \(2400 Trafalgar Road/,
    submit: "Notify me",
    fix: "Please correct the highlighted fields.",
    consentError: "Tick the box to agree to these emails",
    sent: "Check your inbox: we sent a link to confirm your address. It works for 7 days.",
    oneMoreStep: /^One more step/,
    confirm: "Confirm my address",
    confirmed: "You are on the list",
    unsubscribe: "Unsubscribe",
    unsubscribed: "You are unsubscribed",
  },
  fr: {
    email: "Courriel",
    consent: /^Oui, Trafalgar Brands \(2400 Trafalgar Road/,
    submit: "M’aviser",
    fix: "Veuillez corriger les champs indiqués.",
    consentError: "Cochez la case pour accepter ces courriels",
    sent: "Consultez votre boîte de réception\u00a0: nous vous avons envoyé un lien pour confirmer votre adresse. Il est valable 7\u00a0jours.",
    oneMoreStep: /^Encore une étape/,
    confirm: "Confirmer mon adresse",
    confirmed: "Votre adresse est inscrite",
    unsubscribe: "Me désabonner",
    unsubscribed: "Désabonnement confirmé",
  },
} as const;

type Language = keyof typeof WORDS;

test.describe.configure({ mode: "serial" });

let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startSiteServer();
});

test.afterAll(async () => {
  await site?.stop();
});

/** An .eml as written: quoted-printable soft breaks joined and its bytes decoded. */
function decoded(eml: string): string {
  return eml
    .replace(/=\r?\n/g, "")
    .replace(/(=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll("=", ""), "hex").toString("utf8"));
}

/** The path of a notify-me link mailed to `address`, from the newest such mail in the mail drop. */
async function mailedLink(address: string, kind: "confirm" | "unsubscribe"): Promise<string> {
  const folder = path.join(site.dataDir, "mail");
  const pattern = new RegExp(`https?://[^\\s/]+(/b2b/notify/${kind}/[\\w.-]+\\?lng=(?:en|fr))`);
  for (let attempt = 0; attempt < 200; attempt++) {
    const files = (() => {
      try {
        return readdirSync(folder).filter((file) => file.endsWith(".eml"));
      } catch {
        return [];
      }
    })();
    const links = files
      .map((file) => decoded(readFileSync(path.join(folder, file), "utf8")))
      .filter((mail) => mail.includes(`To: ${address}`))
      .map((mail) => pattern.exec(mail)?.[1])
      .filter((link) => link !== undefined);
    if (links[0]) return links[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${kind} link mailed to ${address}`);
}

async function expectNoAxeViolations(page: Page) {
  const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations).toEqual([]);
}

/**
 * From the mail's link: the page asks, the button confirms; then the welcome mail's link unsubscribes. axe
 * runs in the page, so only where scripts do.
 */
async function confirmThenUnsubscribe(page: Page, language: Language, address: string, scripts: boolean) {
  const words = WORDS[language];
  const audit = () => (scripts ? expectNoAxeViolations(page) : Promise.resolve());
  await page.goto(`${site.origin}${await mailedLink(address, "confirm")}`);
  await expect(page.getByText(address)).toBeVisible();
  await audit();
  await page.getByRole("button", { name: words.confirm }).click();
  await expect(page.getByRole("heading", { level: 1, name: words.confirmed })).toBeVisible();
  await audit();

  await page.goto(`${site.origin}${await mailedLink(address, "unsubscribe")}`);
  await expect(page.getByText(address)).toBeVisible();
  await audit();
  await page.getByRole("button", { name: words.unsubscribe, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: words.unsubscribed })).toBeVisible();
  await audit();
}

for (const language of ["en", "fr"] as const) {
  test(`notify me with scripts: checked in the browser, confirmed from the mail, then unsubscribed (${language})`, async ({
    page,
  }) => {
    const words = WORDS[language];
    const address = `buyer-js-${language}@chaussures-tremblay.example`;
    await page.goto(`${site.origin}/b2b?lng=${language}`);
    const email = page.getByLabel(words.email, { exact: true });
    const consent = page.getByRole("checkbox", { name: words.consent });
    await expect(consent).not.toBeChecked();
    await email.fill(address);
    await page.getByRole("button", { name: words.submit, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: words.fix })).toBeVisible();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAccessibleDescription(words.consentError);
    await expectNoAxeViolations(page);

    await consent.check();
    const sent = page.waitForResponse((response) => response.url().includes("/b2b.data"));
    await page.getByRole("button", { name: words.submit, exact: true }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: words.sent })).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(consent).not.toBeChecked();

    await confirmThenUnsubscribe(page, language, address, true);
  });

  test(`notify me without scripts: confirmed once, then from the mail, then unsubscribed (${language}) @no-js`, async ({
    page,
  }) => {
    const words = WORDS[language];
    const address = `buyer-plain-${language}@chaussures-tremblay.example`;
    await page.goto(`${site.origin}/b2b?lng=${language}`);
    await page.getByLabel(words.email, { exact: true }).fill(address);
    await page.getByRole("checkbox", { name: words.consent }).check();
    await page.getByRole("button", { name: words.submit, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: words.oneMoreStep })).toBeInViewport();
    await expect(page.getByLabel(words.email, { exact: true })).toHaveValue(address);
    await expect(page.getByRole("checkbox", { name: words.consent })).toBeChecked();
    expect(page.url()).not.toContain("chaussures");
    // A person reads the request before pressing again (the form token's minimum fill time).
    await page.waitForTimeout(TEST_FILL_MS);
    await page.getByRole("button", { name: words.submit, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: words.sent })).toBeVisible();

    await confirmThenUnsubscribe(page, language, address, false);
  });
}
