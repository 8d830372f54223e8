import type { Locator, Page } from "@playwright/test";
import { axeBuilder, clientAddress, expect, test } from "./fixtures";

const FIELDS_EN = {
  "First name": "Claire",
  "Last name": "Tremblay",
  Company: "Chaussures Tremblay",
  Email: "claire@tremblay.example",
  "Phone number": "+1 514 555 0142",
  Message: "We would like to carry your brands in our three stores.",
};

const FIELDS_FR = {
  Prénom: "Claire",
  Nom: "Tremblay",
  Entreprise: "Chaussures Tremblay",
  Courriel: "claire@tremblay.example",
  "Numéro de téléphone": "514 555-0142",
  Message: "Nous aimerions offrir vos marques dans nos trois magasins.",
};

async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/** Tailwind's red-600, whatever colour syntax the browser reports it in. */
const RED = /^(oklch\(0\.577 0\.245 27\.325\)|rgb\(231, 0, 11\))$/;

/** The field's border colour once its colour transition has settled. */
function borderColour(page: Page, label: string) {
  return expect.poll(() =>
    page.getByLabel(label, { exact: true }).evaluate((element) => getComputedStyle(element).borderTopColor),
  );
}

/** SPEC §9: a form's status line clears itself this long after it appears. */
const STATUS_AUTO_CLEAR_MS = 5000;
/** How far the paused clock moves per step while a submission is on its way. */
const CLOCK_STEP_MS = 10;

/**
 * Sends a form on a paused page clock and returns once its status shows, the clock then standing at most
 * CLOCK_STEP_MS after the status appeared: the auto-clear can then be timed to the step, not to a real sleep.
 */
async function sendOnPausedClock(page: Page, send: Locator, status: Locator) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await send.click();
  await expect
    .poll(
      async () => {
        if (await status.isVisible()) return true;
        await page.clock.runFor(CLOCK_STEP_MS);
        return false;
      },
      { intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
}

/** The status stays for STATUS_AUTO_CLEAR_MS, then goes. */
async function expectAutoClear(page: Page, status: Locator) {
  await page.clock.runFor(STATUS_AUTO_CLEAR_MS - 2 * CLOCK_STEP_MS);
  await expect(status).toBeVisible();
  await page.clock.runFor(2 * CLOCK_STEP_MS);
  await expect(status).toHaveCount(0);
}

test.beforeEach(async ({ page }, testInfo) => {
  // Each test is its own visitor for the per-client throttle.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": clientAddress(testInfo.testId) });
});

test.describe("contact form", () => {
  test("shows inline errors with red borders and sends nothing when fields are blank", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact") && request.method() === "POST") posted = true;
    });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill("claire at tremblay");
    await page.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted errors.");
    const errors = {
      "First name": "First name is required",
      "Last name": "Last name is required",
      Company: "Company is required",
      Email: "Valid email is required",
      "Phone number": "Phone number is required",
      Message: "Message is required",
    };
    for (const [label, message] of Object.entries(errors)) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAttribute("required", "");
      await expect(field).toHaveAccessibleDescription(message);
      await borderColour(page, label).toMatch(RED);
    }
    await expect(page.getByLabel("First name", { exact: true })).toBeFocused();
    expect(posted).toBe(false);

    await page.getByLabel("First name", { exact: true }).fill("Claire");
    await expect(page.getByLabel("First name", { exact: true })).not.toHaveAttribute("aria-invalid");
    await borderColour(page, "First name").not.toMatch(RED);
  });

  test("sends to a department, clears the form and the message after 5 s", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact");
    const department = page.getByLabel("Department");
    await expect(department).toHaveValue("general");
    await fill(page, FIELDS_EN);
    await department.selectOption({ label: "Sales" });
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
    const status = page.getByRole("status").filter({ hasText: "Your message was sent successfully!" });
    await sendOnPausedClock(page, page.getByRole("button", { name: "Send message" }), status);
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ firstName: "Claire", recipient: "sales", language: "en" });
    expect(body.captcha).toEqual(expect.any(String));

    await expect(status).toHaveCSS("color", /oklch\(0\.527 0\.154 150\.069\)|rgb\(0, 130, 54\)/);
    // What happens next: the department the message went to answers, within a business day.
    await expect(status).toHaveText(
      "Your message was sent successfully! Our sales team will reply by email within one business day.",
    );
    for (const label of Object.keys(FIELDS_EN))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(department).toHaveValue("general");
    await expectAutoClear(page, status);
  });

  test("works in French", async ({ page }) => {
    await page.goto("/contact?lng=fr");
    await expect(page.getByRole("heading", { level: 1, name: "Nous joindre" })).toBeVisible();
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Veuillez corriger les erreurs indiquées.");
    await expect(page.getByLabel("Prénom", { exact: true })).toHaveAccessibleDescription(
      "Le prénom est obligatoire",
    );
    await expect(page.getByLabel("Courriel", { exact: true })).toHaveAccessibleDescription(
      "Une adresse courriel valide est obligatoire",
    );
    await fill(page, FIELDS_FR);
    await page.getByLabel("Service").selectOption({ label: "Programme de livraison directe" });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Votre message a bien été envoyé\u202f! L’équipe du programme de livraison directe vous répondra par courriel dans un délai d’un jour ouvrable.",
    );
    const text = (await page.locator("main").textContent()) ?? "";
    for (const english of ["First name", "Send message", "required", "Department"]) {
      expect(text, `"${english}" on a French page`).not.toContain(english);
    }
  });

  test.describe("when the bot check cannot load", () => {
    // An array option is given as [value, options] in `test.use`.
    test.use({
      allowedConsoleErrors: [[/status of 503/, /Failed to load the bot check/], { scope: "test" }],
    });

    test("says so and sends nothing", async ({ page }) => {
      await page.route("**/api/contact/bot-check", (route) => route.fulfill({ status: 503, body: "" }));
      await page.goto("/contact");
      await fill(page, FIELDS_EN);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("alert")).toHaveText("reCAPTCHA failed to load.");
    });
  });

  test.describe("when the server cannot store the message", () => {
    test.use({ allowedConsoleErrors: [[/status of 503/], { scope: "test" }] });

    test("reports a failed send", async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 503, json: { success: false, error: "unavailable" } }),
      );
      await page.goto("/contact");
      await fill(page, FIELDS_EN);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("alert")).toHaveText("Sorry, there was an error sending your message.");
      await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Claire");
    });
  });

  test("is accessible", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted errors.");
    const results = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
    expect(results.violations).toEqual([]);
  });

  test("can be filled and sent on a phone @phone-only", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, FIELDS_EN);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Your message was sent successfully! Our team will reply by email within one business day.",
    );
  });
});

test.describe("brand contact form", () => {
  test("writes to the brand manager and clears its message on the next edit", async ({ page }) => {
    await page.goto("/brands/aquatalia");
    const form = page.getByRole("region", { name: "Carry Aquatalia in your store" });
    await expect(form).toBeVisible();
    await expect(form.getByLabel("Department")).toHaveCount(0);
    await fill(page, FIELDS_EN);
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/contact"));
    await form.getByRole("button", { name: "Contact the Aquatalia team" }).click();
    const body = (await sent).postDataJSON();
    expect(body.brand).toBe("aquatalia");
    expect(body).not.toHaveProperty("recipientEmail");
    expect(body).not.toHaveProperty("recipient");
    const status = form.getByRole("status");
    await expect(status).toHaveText(
      "Your message was sent successfully! The brand's manager will reply by email within one business day.",
    );
    await expect(page.getByLabel("Company", { exact: true })).toHaveValue("");
    await page.getByLabel("Company", { exact: true }).fill("B");
    await expect(status).toHaveText("");
  });

  test("clears its message 5 s after sending", async ({ page }) => {
    await page.clock.install();
    await page.goto("/brands/aquatalia");
    const form = page.getByRole("region", { name: "Carry Aquatalia in your store" });
    await fill(page, FIELDS_EN);
    const status = form.getByRole("status").filter({ hasText: "Your message was sent successfully!" });
    await sendOnPausedClock(page, form.getByRole("button", { name: "Contact the Aquatalia team" }), status);
    await expectAutoClear(page, status);
  });

  test("shows inline errors in French @phone", async ({ page }) => {
    await page.goto("/brands/aquatalia?lng=fr");
    const form = page.getByRole("region", { name: "Offrez Aquatalia dans votre magasin" });
    await form.getByRole("button", { name: "Écrire à l’équipe Aquatalia" }).click();
    await expect(form.getByRole("alert")).toHaveText("Veuillez corriger les erreurs indiquées.");
    await expect(page.getByLabel("Entreprise", { exact: true })).toHaveAccessibleDescription(
      "L’entreprise est obligatoire",
    );
    await borderColour(page, "Entreprise").toMatch(RED);
    await expect(page.getByLabel("Prénom", { exact: true })).toBeFocused();
    await page.getByLabel("Prénom", { exact: true }).fill("Claire");
    await expect(form.getByRole("alert")).toHaveText("");
  });
});

test("the bot check and its code are downloaded only once a contact form nears the screen", async ({
  page,
}) => {
  const botCheckRequests: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/contact\/bot-check|\/assets\/bot-check|altcha/.test(request.url()))
      botCheckRequests.push(request.url());
  });
  await page.goto("/");
  // Two frames after hydration: the form's observer has had its first say.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(botCheckRequests).toEqual([]);
  await page.getByLabel("First name", { exact: true }).scrollIntoViewIfNeeded();
  await expect.poll(() => botCheckRequests.some((url) => url.endsWith("/api/contact/bot-check"))).toBe(true);
  expect(botCheckRequests.some((url) => /\/assets\/bot-check\.client-[\w-]+\.js$/.test(url))).toBe(true);
});

test("the bot check starts when a visitor focuses a field of a form still out of view", async ({ page }) => {
  const settingsRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact/bot-check")) settingsRequests.push(request.url());
  });
  await page.goto("/");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(settingsRequests).toEqual([]);
  // Focus without scrolling: the form stays far below the first screen.
  await page
    .getByLabel("First name", { exact: true })
    .evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
  await expect.poll(() => settingsRequests.length).toBe(1);
});

test("ALTCHA's widget joins the page only once the visitor starts filling the form in", async ({ page }) => {
  // The widget's code is there: the settings said ALTCHA, and its module arrived.
  const code = page.waitForResponse(/\/assets\/altcha\.client-[\w-]+\.js$/);
  await page.goto("/contact");
  await code;
  const widget = page.locator("altcha-widget");
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(widget).toHaveCount(0);
  await page.getByLabel("First name", { exact: true }).focus();
  await expect(widget).toHaveCount(1);
});
