import type { Page } from "@playwright/test";
import { disclosure, expect, test } from "./fixtures";

const PAGES = [
  {
    path: "/",
    en: "The brands Canadians love, on your shelves",
    fr: "Les marques que les Canadiens adorent, sur vos tablettes",
  },
  {
    path: "/about",
    en: "A Canadian partner for the brands you know",
    fr: "Un partenaire canadien pour les marques que vous connaissez",
  },
  {
    path: "/services",
    en: "Services that move your business forward",
    fr: "Des services qui font avancer votre entreprise",
  },
  { path: "/distribution", en: "Our distribution centre", fr: "Notre centre de distribution" },
] as const;

/** English interface words that must never show on a French page (brand names and the company name aside). */
const ENGLISH = [
  "Explore",
  "Contact us",
  "Read more",
  "Our services",
  "Our history",
  "Work with us",
  "Previous brand",
  "warehouse",
  "Order fulfillment",
  "Distribution centre",
];

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
}

// axe on these pages, in both languages, on a desktop and a phone: accessibility.spec.ts.
for (const { path, en, fr } of PAGES) {
  test(`${path} in English: heading, no sideways scroll @phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: en })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByLabel("First name", { exact: true })).toBeAttached();
    await noSidewaysScroll(page);
  });

  test(`${path} in French, with no English left @phone`, async ({ page }) => {
    await page.goto(`${path}?lng=fr`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: fr })).toBeVisible();
    const text = (await page.locator("main").textContent()) ?? "";
    for (const english of ENGLISH) expect(text, `"${english}" on ${path}?lng=fr`).not.toContain(english);
    await noSidewaysScroll(page);
  });
}

test.describe("services page", () => {
  test("five services in order, each with its link; marketing support leads to the distribution centre @phone", async ({
    page,
  }) => {
    await page.goto("/services");
    const titles = [
      "Order fulfillment",
      "Dropship program management and support",
      "Sales support",
      "Marketing support",
      "Ecommerce solutions",
    ];
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(headings.slice(0, 5)).toEqual(titles);
    await expect(page.getByRole("link", { name: /^Contact us about/ })).toHaveCount(4);
    // Each leads to the contact page's form, with its department chosen where the form has one.
    for (const [name, href] of [
      ["order fulfillment", "/contact#contact-form"],
      ["our dropship program", "/contact?recipient=dropshipping#contact-form"],
      ["sales support", "/contact?recipient=sales#contact-form"],
      ["ecommerce solutions", "/contact?recipient=ecommerce#contact-form"],
    ] as const) {
      const link = page.getByRole("link", { name: `Contact us about ${name}` });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", href);
    }
    await page.getByRole("link", { name: "Discover our distribution centre" }).click();
    await expect(page).toHaveURL(/\/distribution$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our distribution centre" })).toBeVisible();
  });

  for (const scripts of ["with", "without"] as const) {
    test(`a service's "Contact us" opens the form with its department chosen, ${scripts} scripts${scripts === "without" ? " @no-js" : ""}`, async ({
      page,
    }) => {
      await page.goto("/services?lng=fr");
      await page.getByRole("link", { name: "Nous joindre au sujet du soutien aux ventes" }).click();
      await expect(page).toHaveURL(/\/contact\?recipient=sales#contact-form$/);
      const department = page.getByRole("combobox", { name: "Service" });
      await expect(department).toHaveValue("sales");
      await expect(department).toBeInViewport();
      // Anywhere else the form opens at SPEC's default.
      await page.goto("/contact");
      await expect(department).toHaveValue("general");
    });
  }

  test("the footer's service links land on their sections", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Dropship program" }).click();
    await expect(page).toHaveURL(/\/services#dropship$/);
    await expect(page.locator("#dropship").getByRole("heading", { level: 2 })).toHaveText(
      "Dropship program management and support",
    );
  });
});

test.describe("distribution centre page", () => {
  test("states the facility, the 8-hour promise and the services, then the contact form @phone", async ({
    page,
  }) => {
    await page.goto("/distribution");
    const facts = page.getByRole("region", { name: "The centre in figures" });
    await expect(facts.getByText("150,000 sq. ft.")).toBeVisible();
    await expect(facts.getByText("8 hours")).toBeVisible();
    await expect(facts.getByText("guaranteed turnaround on replenishment orders")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "The 8-hour replenishment promise" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.getByLabel("First name", { exact: true })).toBeVisible();
  });

  test("reads naturally in French", async ({ page }) => {
    await page.goto("/distribution?lng=fr");
    await expect(page.getByText("150 000 pi²").first()).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: "La promesse de réapprovisionnement en 8 heures" }),
    ).toBeVisible();
  });
});

test.describe("about page", () => {
  test("the about block, then the contact form, with cards that open @phone", async ({ page }) => {
    await page.goto("/about");
    const card = disclosure(page, "Our vision");
    await card.summary.click();
    await expect(card.details).toHaveJSProperty("open", true);
    await expect(page.getByText(/^To be the partner brands choose/)).toBeVisible();
    const about = await page.getByRole("heading", { level: 1 }).boundingBox();
    const form = await page.getByLabel("First name", { exact: true }).boundingBox();
    expect(form?.y ?? 0).toBeGreaterThan(about?.y ?? Number.POSITIVE_INFINITY);
  });
});
