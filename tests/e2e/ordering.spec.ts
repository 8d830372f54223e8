import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAsBuyer } from "./trade-sign-in";

/*
 * A retail buyer orders (issue 51): quantities typed in a style's size grid go to the cart, the cart changes a
 * quantity, the checkout places the order and the confirmation shows its taxes; quick order reports a bad line
 * and adds the good one. In English and French, with and without scripts, at a desktop's width and a phone's.
 * The sample buyer has one cart, so these tests run one at a time: the projects `ordering`, `ordering-no-js`
 * and `ordering-phone` follow one another (playwright.config.ts). Tax, stock and the race are tested over HTTP
 * and against the database (tests/integration/checkout.test.ts, trade-ordering.test.ts).
 */

test.describe.configure({ mode: "serial" });

/** The sample ERP's first SKU's UPC-A (company prefix 06234, item 000001). */
const FIRST_SAMPLE_UPC = "062340000010";

const WORDS = {
  en: {
    signIn: "Trade sign-in",
    catalogue: "Catalogue",
    quantity: /^Quantity, size/,
    add: "Add to cart",
    added: /lines? added to your cart/,
    cart: "Your cart",
    quantityOf: /^Quantity of /,
    update: "Update the cart",
    updated: "Your cart is updated.",
    choose: /Choose what to do with the units we do not have/,
    backorder: /^Backorder them/,
    checkout: "Check out",
    checkoutHeading: "Checkout",
    po: "Purchase order (PO) number",
    place: "Place the order",
    placed: /order W-\d{6} is (placed|taken and held)/i,
    tax: /^HST \(13\s?%\)$/,
    quickOrder: "Quick order",
    lines: "Lines",
    report: /1 of 2 lines added/,
    unreadable: /Line 2: .* is not a UPC/,
    remove: /^Remove /,
    empty: /Your cart is empty/,
    fillRun: "Fill a size run",
    fillQuantity: "Quantity in each size",
    from: "From",
    to: "To",
    fill: "Fill",
    prepack: "Add prepack P12",
    total: (units: number) => new RegExp(`^This colourway: ${units} units · \\$`),
  },
  fr: {
    signIn: "Connexion commerciale",
    catalogue: "Catalogue",
    quantity: /^Quantité, pointure/,
    add: "Ajouter au panier",
    added: /lignes? ajoutées? à votre panier/,
    cart: "Votre panier",
    quantityOf: /^Quantité de /,
    update: "Mettre à jour le panier",
    updated: "Votre panier est à jour.",
    choose: /Choisissez quoi faire des unités/,
    backorder: /^Les mettre en commande différée/,
    checkout: "Passer la commande",
    checkoutHeading: "Commander",
    po: "Numéro de bon de commande",
    place: "Passer la commande",
    placed: /commande W-\d{6} est (passée|prise)/i,
    tax: /^TVH \(13\s?%\)$/,
    quickOrder: "Commande rapide",
    lines: "Lignes",
    report: /1 lignes sur 2 ajoutées/,
    unreadable: /Ligne 2\u00a0: .* n’est ni un CUP/,
    remove: /^Retirer /,
    empty: /Votre panier est vide/,
    fillRun: "Remplir une série",
    fillQuantity: "Quantité par pointure",
    from: "De",
    to: "À",
    fill: "Remplir",
    prepack: "Ajouter l’assortiment P12",
    total: (units: number) => new RegExp(`^Ce coloris\u00a0: ${units}\u00a0unités · `),
  },
} as const;

/** On a phone, the page is as wide as the screen: its wide tables scroll sideways within themselves. */
async function expectNoSidewaysScroll(page: Page) {
  const screen = page.viewportSize()?.width ?? 0;
  if (screen < 600)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screen);
}

for (const language of ["en", "fr"] as const) {
  test(`a buyer orders from a style's grid, changes the cart, checks out and reads the confirmation (${language}) @ordering`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await page.goto(`/b2b/catalogue?lng=${language}`);
    await signInAsBuyer(page, language);

    await page.getByRole("main").getByRole("list").first().getByRole("link").first().click();
    const cells = page.getByRole("spinbutton", { name: words.quantity });
    await cells.nth(0).fill("2");
    await cells.nth(1).fill("1");
    await page.getByRole("button", { name: words.add }).first().click();

    await expect(page.getByRole("heading", { level: 1, name: words.cart })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: words.added })).toBeVisible();
    const quantities = page.getByRole("spinbutton", { name: words.quantityOf });
    await expect(quantities).toHaveCount(2);
    // More than we have: the line asks what to do with the rest, and the checkout waits for the answer.
    await quantities.first().fill("999");
    await page.getByRole("button", { name: words.update }).click();
    await expect(page.getByRole("status").filter({ hasText: words.updated })).toBeVisible();
    await expect(page.getByRole("spinbutton", { name: words.quantityOf }).first()).toHaveValue("999");
    await expect(page.getByText(words.choose)).toBeVisible();
    await expect(page.getByRole("link", { name: words.checkout })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    // Every line short of stock (the first, and any an earlier run sold out) is backordered.
    const backorders = page.getByRole("radio", { name: words.backorder });
    for (const radio of await backorders.all()) await radio.check();
    await page.getByRole("button", { name: words.update }).click();
    await expect(page.getByRole("status").filter({ hasText: words.updated })).toBeVisible();
    await expect(backorders.first()).toBeChecked();

    await page.getByRole("link", { name: words.checkout }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.checkoutHeading })).toBeVisible();
    await expect(page.getByRole("radio").first()).toBeChecked();
    await expect(page.getByRole("term").filter({ hasText: words.tax })).toBeVisible();
    await page.getByLabel(words.po).fill(`PO-${language}-${Date.now() % 100_000}`);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: words.place }).click();

    await expect(page.getByRole("status").filter({ hasText: words.placed })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: words.tax })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test(`a buyer fills a size grid by arrow keys, a block pasted from a spreadsheet, a prepack and a size run, and reads its totals (${language}) @ordering @scripts-only`, async ({
    page,
    context,
  }) => {
    const words = WORDS[language];
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`/b2b/catalogue?lng=${language}`);
    await signInAsBuyer(page, language);
    await page.getByRole("main").getByRole("list").first().getByRole("link").first().click();
    // The tools that fill many cells at once are there once the page's scripts run.
    const run = page.getByRole("group", { name: words.fillRun }).first();
    await expect(run).toBeVisible();
    const cells = page.getByRole("table").first().getByRole("spinbutton", { name: words.quantity });
    await cells.nth(0).click();
    await page.keyboard.type("2");
    await page.keyboard.press("ArrowRight");
    await expect(cells.nth(1)).toBeFocused();
    await page.keyboard.type("3");
    await expect(page.getByText(words.total(5))).toBeVisible();
    // A row of three quantities copied from a spreadsheet, pasted into the first cell.
    await page.evaluate((block) => navigator.clipboard.writeText(block), "1\t1\t1\n");
    await cells.nth(0).focus();
    await page.keyboard.press("ControlOrMeta+V");
    for (const index of [0, 1, 2]) await expect(cells.nth(index)).toHaveValue("1");
    await expect(page.getByText(words.total(3))).toBeVisible();
    // The sample's prepack P12: twelve units, 1-2-2-2-2-2-1, added to what is typed.
    await page.getByRole("button", { name: words.prepack }).first().click();
    await expect(page.getByText(words.total(15))).toBeVisible();
    // Four of each of the first three sizes, replacing what they held.
    await run.getByLabel(words.fillQuantity).fill("4");
    await run.getByLabel(words.to, { exact: true }).selectOption({ index: 2 });
    await run.getByRole("button", { name: words.fill, exact: true }).click();
    for (const index of [0, 1, 2]) await expect(cells.nth(index)).toHaveValue("4");
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: words.add }).first().click();
    await expect(page.getByRole("status").filter({ hasText: words.added })).toBeVisible();
    // The cart is left empty for the tests after this one.
    const remove = page.getByRole("button", { name: words.remove });
    while ((await remove.count()) > 0) {
      const before = await remove.count();
      await remove.first().click();
      await expect(remove).toHaveCount(before - 1);
    }
    await expect(page.getByText(words.empty)).toBeVisible();
  });

  test(`a buyer pastes a quick order with a bad line and the good one is added (${language}) @ordering`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await page.goto(`/b2b/quick-order?lng=${language}`);
    await signInAsBuyer(page, language);
    await page.goto(`/b2b/quick-order?lng=${language}`);
    await page.getByLabel(words.lines, { exact: true }).fill(`${FIRST_SAMPLE_UPC}\t2\nnot a line`);
    await page.getByRole("button", { name: words.add }).click();
    await expect(page.getByRole("status").filter({ hasText: words.report })).toBeVisible();
    await expect(page.getByText(words.unreadable)).toBeVisible();
    // The line not added comes back in the box, to mend.
    await expect(page.getByLabel(words.lines, { exact: true })).toHaveValue("not a line");
    await expectNoAxeViolations(page);
    await page.goto(`/b2b/cart?lng=${language}`);
    await page.getByRole("button", { name: words.remove }).first().click();
    await expect(page.getByText(words.empty)).toBeVisible();
  });
}
