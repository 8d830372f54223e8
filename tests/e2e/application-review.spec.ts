import { solvedCaptcha } from "../support/contact-client";
import {
  freePort,
  type SiteServer,
  startSiteServer,
  TEST_OWNER_EMAIL,
  TEST_TOOLS_PASSWORD,
} from "../support/site-server";
import { smtpSink } from "../support/smtp-sink";
import { axeBuilder, expect, test } from "./fixtures";

/**
 * Sales reviews a retail account application in the Messages tool: the dashboard's note, the tab, the
 * application, its moves and their dated history. A server of its own, so the counts are this file's.
 */
let site: SiteServer;
let sink: ReturnType<typeof smtpSink>;

test.beforeAll(async () => {
  sink = smtpSink(await freePort());
  await sink.start();
  site = await startSiteServer({ SMTP_URL: sink.url });
  const form = new URLSearchParams({
    legalName: "Boutique Nord inc.",
    operatingName: "",
    contactName: "Marc Nord",
    email: "marc@boutique-nord.example",
    phone: "613 555 0100",
    street: "12 Sparks Street",
    city: "Ottawa",
    province: "ON",
    postalCode: "K1P 5B9",
    gstHst: "987654321RT0001",
    qst: "",
    storeType: "chain",
    website: "",
    doors: "12",
    message: "",
    captcha: await solvedCaptcha(site.origin),
  });
  form.append("brands", "aquatalia");
  const response = await fetch(`${site.origin}/retailers/apply`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.77" },
    body: form.toString(),
  });
  expect(response.status).toBe(200);
});

test.afterAll(async () => {
  await site?.stop();
  await sink?.stop();
});

test("sales start the review of a new application, then approve it; each change is dated and named", async ({
  page,
}) => {
  await page.goto(`${site.origin}/tools/login`);
  await page.getByLabel("E-mail address").fill(TEST_OWNER_EMAIL);
  await page.getByLabel("Password").fill(TEST_TOOLS_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  const note = page.getByRole("region", { name: "New retail account applications" });
  await expect(note).toContainText("1 application waits for someone to start its review.");
  await note.getByRole("link", { name: "Review the new applications" }).click();
  await expect(
    page
      .getByRole("navigation", { name: "Kinds of message" })
      .getByRole("link", { name: "Retail applications" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("status")).toHaveText("1 application");
  const axe = await axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(axe.violations).toEqual([]);

  await page.getByRole("link", { name: "Boutique Nord inc." }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Application A-\d{6}: Boutique Nord inc\.$/,
  );
  await expect(page.getByText("987654321RT0001")).toBeVisible();
  await expect(page.getByText("12 Sparks Street, Ottawa ON K1P 5B9")).toBeVisible();
  await page.getByRole("button", { name: "Start the review" }).click();
  await expect(page.getByRole("status")).toHaveText("The application is now In review.");
  await expect(page.getByRole("button", { name: "Approve" })).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("The application is now Approved.");
  const history = page.getByRole("list").filter({ hasText: "by Odile Tremblay" });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").nth(2)).toHaveText(/^Approved, .+, by Odile Tremblay$/);
  await expect(page.getByRole("button", { name: "Reopen the review" })).toBeVisible();
});
