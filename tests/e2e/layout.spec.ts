import { expect, tapInPhoneMenu, test } from "./fixtures";

test.describe("shared layout", () => {
  test("B2B teaser in English with the active navigation link", async ({ page }) => {
    await page.goto("/b2b");
    await expect(page.getByRole("heading", { level: 1, name: "Our New B2B Client" })).toBeVisible();
    for (const feature of [
      "Direct ordering",
      "Real-time inventory",
      "Full product catalogue",
      "Order history and tracking",
      "Streamlined checkout",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: /^Preview of the/ })).toHaveCount(4);
    // Until the platform opens, how retailers order today.
    const today = page.getByRole("region", { name: "How to order today" });
    for (const way of ["Your sales representative", "EDI", "By email", "By phone"])
      await expect(today.getByRole("heading", { level: 3, name: way })).toBeVisible();
    await expect(today.getByRole("link", { name: "info@trafalgarbrands.example" })).toHaveAttribute(
      "href",
      "mailto:info@trafalgarbrands.example",
    );
    await expect(today.getByRole("link", { name: /^\d{3}-\d{3}-\d{4}$/ })).toHaveAttribute(
      "href",
      /^tel:\+1-/,
    );
    await expect(today).toContainText(
      "Send your purchase order to customer service at info@trafalgarbrands.example.",
    );
    await expect(page.getByRole("button", { name: "Coming Soon" }).first()).toBeDisabled();
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.getByRole("link", { name: "B2B" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.locator("#app header")).toHaveCSS("height", "80px");
    await expect(page.locator("#app header")).toHaveCSS("position", "sticky");
  });

  test("B2B teaser in French via ?lng=fr, with no English interface text", async ({ page }) => {
    await page.goto("/b2b?lng=fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(
      page.getByRole("heading", { level: 1, name: "Notre nouveau portail client B2B" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Bientôt disponible" }).first()).toBeDisabled();
    // biome-ignore lint/performance/useDomNodeTextContent: only the text a visitor sees counts here.
    const text = (await page.locator("body").innerText()).replaceAll("Trafalgar Brands", "");
    for (const english of [
      "About",
      "Brands",
      "Contact us",
      "All rights reserved",
      "Coming Soon",
      "Skip to main content",
      "Direct ordering",
    ]) {
      expect(text, `"${english}" on a French page`).not.toContain(english);
    }
  });

  test("the language selector switches in place and the choice is kept", async ({
    page,
    context,
    browser,
  }) => {
    await page.goto("/b2b");
    // Switching in place is what the scripts add (before them the link loads the page again in French, as
    // late-scripts.spec.ts shows): this visitor lets the page finish loading first.
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { keepAlive: boolean }).keepAlive = true;
    });
    // The header's link, beside the navigation: the other language's name, in that language.
    await page.getByRole("banner").getByRole("link", { name: "Français" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Notre nouveau portail client B2B" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => (window as unknown as { keepAlive?: boolean }).keepAlive)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
    expect((await context.cookies()).find((cookie) => cookie.name === "i18next")?.value).toBe("fr");

    await page.reload();
    await expect(
      page.getByRole("heading", { level: 1, name: "Notre nouveau portail client B2B" }),
    ).toBeVisible();

    // The server alone renders French from the cookie: no flash of English before hydration.
    const html = await (await page.request.get("/b2b")).text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain("Notre nouveau portail client B2B");

    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Our New B2B Client" })).toBeVisible();

    const fresh = await browser.newContext({ locale: "fr-CA" });
    const frenchBrowser = await fresh.newPage();
    const response = await frenchBrowser.goto("/b2b");
    expect(await response?.text()).toContain('<html lang="fr"');
    await fresh.close();
  });

  test("after a switch in place, the next pages and the layout around them stay in that language", async ({
    page,
  }) => {
    const aboutFr = "Un partenaire canadien pour les marques que vous connaissez";
    await page.goto("/about");
    await page
      .getByRole("link", { name: /Français/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: aboutFr })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Principale" })
      .first()
      .getByRole("link", { name: "Marques" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Les marques que nous offrons au Canada" }),
    ).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText("Siège social et centre de distribution");
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: aboutFr })).toBeVisible();
    // The cached page the server sends for the cookie, not the English one it sent first.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: aboutFr })).toBeVisible();
  });

  test("switching language drops ?lng= from the address", async ({ page }) => {
    await page.goto("/b2b?lng=fr");
    // Before the scripts run the link is `?lng=en` itself; they replace the address.
    await page.waitForLoadState("networkidle");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: /English/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Our New B2B Client" })).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
  });

  test("brand list in the navigation opens by hover, click and keyboard", async ({ page }) => {
    await page.goto("/b2b");
    const toggle = page.getByRole("button", { name: "Show the list of brands" });
    const list = page.getByRole("list", { name: "Brand pages" });
    await expect(list).toBeHidden();
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "Brands", exact: true })
      .hover();
    await expect(list).toBeVisible();
    await expect(list.getByRole("link")).toHaveCount(23);
    await page.mouse.move(5, 600);
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(5, 600);
    await toggle.focus();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Aquatalia" })).toBeFocused();
    await expect(list.getByRole("link", { name: "Joybees" })).toHaveAttribute("href", "/brands/joybees");
  });

  test("the banner shows on scrolling up past 50 px and hides on scrolling down", async ({ page }) => {
    await page.goto("/b2b");
    const banner = page.getByRole("complementary", { name: "Quick links" });
    await expect(banner).not.toBeInViewport();
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 700);
    await expect(banner).not.toBeInViewport();
    // The banner follows the scrolling it sees once the page's scripts watch it (after hydration, later on a busy
    // machine): a person who scrolled up before then scrolls up a little more.
    await expect(async () => {
      await page.mouse.wheel(0, -100);
      await expect(banner).toBeInViewport({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(banner.getByRole("link", { name: /contact us/ }).first()).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(banner.getByRole("link", { name: /brands/ }).first()).toHaveAttribute("href", "/brands");
    await page.mouse.wheel(0, 300);
    await expect(banner).not.toBeInViewport();
    await page.mouse.wheel(0, -100);
    await expect(banner).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(banner).not.toBeInViewport();
  });

  test("the banner can be paused and stands still under reduced motion", async ({ page }) => {
    await page.goto("/b2b");
    const track = page.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    // Down, then up, as a visitor does until the banner shows (a scroll before the scripts run shows nothing).
    const banner = page.getByRole("complementary", { name: "Quick links" });
    await expect(async () => {
      await page.mouse.wheel(0, 300);
      await page.mouse.wheel(0, -100);
      await expect(banner).toBeInViewport({ timeout: 1_000 });
    }).toPass();
    // The duration is set once the banner first shows and has been measured: width / 40 seconds.
    await expect
      .poll(() =>
        track.evaluate((node) => {
          const duration = Number.parseFloat(getComputedStyle(node).animationDuration);
          const width = (node.firstElementChild as HTMLElement).getBoundingClientRect().width;
          return Math.abs(duration - width / 40);
        }),
      )
      .toBeLessThan(0.5);
    await page.getByRole("button", { name: "Pause scrolling links" }).click();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(track).toHaveCSS("animation-name", "none");
  });

  test("each navigation starts at the top of the page", async ({ page }) => {
    await page.goto("/b2b");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "Write to us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Set by the page's scripts once they run (the click may come before them, as a person's can).
    await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe("manual");
  });

  test("unknown addresses get a bilingual 404 page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We can’t find that page" })).toBeVisible();
    const french = await page.goto("/encore-rien?lng=fr");
    expect(french?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Nous ne trouvons pas cette page" }),
    ).toBeVisible();
  });

  test("footer: company, address, every brand page, rights notice @phone", async ({ page }) => {
    await page.goto("/b2b");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Oakville, Ontario")).toBeVisible();
    await expect(
      footer.getByText(`© ${new Date().getFullYear()} Trafalgar Brands. All rights reserved.`),
    ).toBeVisible();
    await expect(footer.locator('a[href^="/brands/"]')).toHaveCount(22);
    await expect(footer.getByRole("link", { name: /English/ })).toHaveAttribute("aria-current", "true");
  });
});

test("Where to buy is in the header at every width, in both languages, and nothing overflows", async ({
  page,
}) => {
  for (const [language, name] of [
    ["en", "Where to buy"],
    ["fr", "Points de vente"],
  ] as const) {
    for (const width of [390, 768, 1024, 1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/brands?lng=${language}`);
      const header = page.getByRole("banner");
      const where = `${language} at ${width} px`;
      const fits = await header.evaluate((element) => {
        const row = element.firstElementChild;
        return {
          page: document.documentElement.scrollWidth <= window.innerWidth,
          row: row !== null && row.scrollWidth <= row.clientWidth,
          height: element.getBoundingClientRect().height,
        };
      });
      expect(fits, where).toEqual({ page: true, row: true, height: 80 });
      const link = header.getByRole("link", { name, exact: true });
      if (width < 1024) {
        // The phone menu has it.
        await page.getByRole("button", { name: /^(Open menu|Ouvrir le menu)$/ }).click();
        await expect(link, where).toBeVisible();
        await page.keyboard.press("Escape");
        continue;
      }
      await expect(link, where).toBeVisible();
      await expect(link, where).toHaveAttribute("href", "/where-to-buy");
      // On one line, inside the header, clear of the company's name.
      const own = await link.boundingBox();
      const home = await header.getByRole("link").first().boundingBox();
      expect(own && home, where).toBeTruthy();
      if (!own || !home) continue;
      expect(own.height, where).toBeLessThanOrEqual(40);
      expect(own.x + own.width, where).toBeLessThanOrEqual(width);
      expect(home.x + home.width, where).toBeLessThan(own.x);
    }
  }
});

test.describe("mobile menu @phone-only", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, locks scrolling, closes on Escape and on choosing a link", async ({ page }) => {
    await page.goto("/b2b");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeHidden();
    await button.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(panel).toHaveCSS("max-height", "300px");
    await expect(panel).toHaveCSS("transition-duration", /^0\.3s\b/);
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");

    await page.getByRole("button", { name: "Open menu" }).click();
    await tapInPhoneMenu(page, "Contact");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  });

  test("every link of the open menu, the language's too, lies inside its box and above the page, on every page", async ({
    page,
  }) => {
    for (const [address, language] of [
      ["/", "Français"],
      ["/brands/dockers", "Français"],
      ["/where-to-buy?lng=fr", "English"],
    ] as const) {
      await page.goto(address);
      await page.getByRole("button", { name: /^(Open menu|Ouvrir le menu)$/ }).click();
      const menu = page.getByRole("navigation", { name: /^(Main|Principale)$/ });
      await expect(menu).toHaveCSS("max-height", "300px");
      // Once it has grown to its full height (0.3 s).
      await expect.poll(async () => (await menu.boundingBox())?.height ?? 0).toBeGreaterThan(100);
      await page.waitForTimeout(400);
      const box = await menu.boundingBox();
      const links = menu.getByRole("link");
      await expect(links.last()).toHaveText(language);
      for (const link of await links.all()) {
        const own = await link.boundingBox();
        const name = await link.textContent();
        expect(own && box, `${address}: ${name}`).toBeTruthy();
        if (!own || !box) continue;
        // Wholly inside the menu's box, not clipped or scrolled out of it…
        expect(own.y + own.height, `${address}: ${name} ends inside the menu`).toBeLessThanOrEqual(
          box.y + box.height + 0.5,
        );
        expect(own.y, `${address}: ${name} starts inside the menu`).toBeGreaterThanOrEqual(box.y - 0.5);
        // …and what a tap at its middle reaches is the link itself, not the page under the menu.
        const reached = await link.evaluate((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
        });
        expect(reached, `${address}: ${name} is on top`).toBe(true);
      }
    }
  });

  test("the menu ends with the other language, which switches the page and closes the menu", async ({
    page,
  }) => {
    await page.goto("/services");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main" });
    // The five pages, Where to buy, the retail account application, then the other language.
    await expect(menu.getByRole("link")).toHaveCount(8);
    await expect(menu.getByRole("link", { name: "Where to buy", exact: true })).toHaveAttribute(
      "href",
      "/where-to-buy",
    );
    await expect(menu.getByRole("link").last()).toHaveText("Français");
    await tapInPhoneMenu(page, "Français");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Des services qui font avancer votre entreprise",
    );
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(page.getByRole("navigation", { name: "Principale" }).getByRole("link").last()).toHaveText(
      "English",
    );
  });
});

test("a section that starts below the fold fades in once the visitor scrolls to it", async ({ page }) => {
  await page.goto("/services");
  // The last service, far below the fold: its image and text are what fades in.
  const last = page.getByRole("region", { name: "Ecommerce solutions" });
  const content = last.locator("div").first();
  // Once the page's scripts run, what is below the fold waits, faded, for the visitor.
  await expect(content).toHaveCSS("opacity", "0", { timeout: 15_000 });
  await last.scrollIntoViewIfNeeded();
  await expect(content).toHaveCSS("opacity", "1");
  await expect(last.getByRole("heading", { level: 2 })).toBeInViewport();
});
