import { expect, test } from "./fixtures";

const PAGES = {
  en: [
    {
      link: "Privacy policy",
      heading: "Privacy policy",
      section: "Person in charge of the protection of personal information",
    },
    { link: "Accessibility", heading: "Accessibility statement", section: "Other formats" },
    { link: "Terms of use", heading: "Terms of use", section: "Governing law and changes" },
  ],
  fr: [
    {
      link: "Politique de confidentialité",
      heading: "Politique de confidentialité",
      section: "Personne responsable de la protection des renseignements personnels",
    },
    { link: "Accessibilité", heading: "Déclaration d’accessibilité", section: "Autres formats" },
    {
      link: "Conditions d’utilisation",
      heading: "Conditions d’utilisation",
      section: "Droit applicable et modifications",
    },
  ],
} as const;

for (const language of ["en", "fr"] as const) {
  test(`the footer opens the three legal pages (${language}) @phone`, async ({ page }) => {
    await page.goto(`/brands?lng=${language}`);
    for (const { link, heading, section } of PAGES[language]) {
      const legal = page.getByRole("contentinfo").getByRole("navigation", {
        name: language === "en" ? "Legal" : "Mentions légales",
      });
      await legal.getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The contents list leads to each section.
      await page
        .getByRole("navigation", { name: language === "en" ? "On this page" : "Sur cette page" })
        .getByRole("link", { name: section })
        .click();
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeInViewport();
    }
  });
}

test("the privacy policy states the retention, the cookies and the person in charge", async ({ page }) => {
  await page.goto("/privacy?lng=en");
  await expect(
    page.getByText("deleted from the website's database 90 days after it was delivered"),
  ).toBeVisible();
  await expect(
    page.getByText("kept for 180 days after its last delivery attempt", { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: /^i18next: remembers the language/ }),
  ).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: /^trafalgar_tools_session: set only for/ }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Privacy Officer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy@trafalgarbrands.example" })).toHaveAttribute(
    "href",
    "mailto:privacy@trafalgarbrands.example",
  );
  await page.goto("/privacy?lng=fr");
  await expect(
    page.getByText("supprimé de la base de données du site 90 jours après sa livraison"),
  ).toBeVisible();
});

for (const [path, language, name] of [
  ["/contact", "en", "How we use your information"],
  ["/brands/dockers", "fr", "Comment nous utilisons vos renseignements"],
] as const) {
  test(`the contact form on ${path} (${language}) explains how its information is used @phone`, async ({
    page,
  }) => {
    await page.goto(`${path}?lng=${language}`);
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/privacy#contact-forms$/);
    await expect(
      page.getByRole("heading", {
        level: 2,
        name:
          language === "en"
            ? "What our contact forms collect, and why"
            : "Ce que recueillent nos formulaires de contact, et pourquoi",
      }),
    ).toBeInViewport();
  });
}
