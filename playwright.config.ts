import { defineConfig, devices } from "@playwright/test";
import { chromiumExecutable } from "./scripts/system-components.ts";
import { freePort } from "./tests/support/site-server.ts";

// Each run gets its own server on a port free now, so it never meets a stale server or its throttle state.
// The workers load this file again and inherit E2E_PORT, so they all agree on it.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
// The servers this run starts take short waits (decision 317): a form's minimum fill time, ALTCHA's cost and
// the idle timers a tenth as long. Workers and the web server inherit it.
process.env.TEST_SHORT_WAITS ??= "true";

/**
 * Which projects run a test, by the tags in its title (decision 306):
 * - untagged: the desktop project only;
 * - `@phone`: the desktop and the phone projects (a behaviour both must show);
 * - `@phone-only`: the phone projects only (a phone's own behaviour: its menu, a tap, a swipe, a phone's width);
 * - `@no-js` or `@late-scripts`: only their own projects, the phone one too with `@phone` or `@phone-only`.
 */
const LATE_OR_NO_SCRIPTS = /@no-js|@late-scripts/;
const PHONE_ONLY = /@phone-only/;
/** The sample buyer's orders share one cart: their three projects run one after another (tests/e2e/ordering.spec.ts). */
const ORDERING = /@ordering/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A test that passes only on a second try is a failing test.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A fault that fails everything (a server down, a browser that cannot start) ends a CI run early, its first
  // failures at the log's end, instead of burying them under hundreds more.
  maxFailures: process.env.CI ? 25 : 0,
  // Every test's duration in a JSON report; the log ends with the slowest spec files and the first failures.
  reporter: [
    ["list"],
    ["json", { outputFile: "reports/playwright.json" }],
    ["./tests/support/playwright-end-of-run.ts"],
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Headless Chromium counts as a bot for React Router (no streaming); browse as a person's browser does.
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    locale: "en-CA",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    // A trace records every action of every test to keep the failing ones' (some 12 % of the run's time). A CI
    // run keeps only its log, so it records none; at a desk a failure's trace is there to open.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1366, height: 900 } },
      grepInvert: [LATE_OR_NO_SCRIPTS, PHONE_ONLY, ORDERING],
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      grep: /@phone/,
      grepInvert: [LATE_OR_NO_SCRIPTS, ORDERING],
    },
    // A visitor whose browser runs no scripts: every page and form must work as plain HTML.
    {
      name: "no-js",
      use: { viewport: { width: 1366, height: 900 }, javaScriptEnabled: false },
      grep: /@no-js/,
      grepInvert: PHONE_ONLY,
    },
    {
      name: "no-js-phone",
      use: { ...devices["Pixel 7"], browserName: "chromium", javaScriptEnabled: false },
      grep: /@no-js.*@phone|@phone.*@no-js/,
    },
    // A visitor who acts while the page's scripts are still on their way (held back by the spec).
    { name: "ordering", use: { viewport: { width: 1366, height: 900 } }, grep: ORDERING },
    {
      name: "ordering-no-js",
      use: { viewport: { width: 1366, height: 900 }, javaScriptEnabled: false },
      grep: ORDERING,
      // What only scripts do (the size grid's keys, pastes and fills): their own projects test it.
      grepInvert: /@scripts-only/,
      dependencies: ["ordering"],
    },
    {
      name: "ordering-phone",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      grep: ORDERING,
      dependencies: ["ordering-no-js"],
    },
    {
      name: "late-scripts",
      use: { viewport: { width: 1366, height: 900 } },
      grep: /@late-scripts/,
      grepInvert: PHONE_ONLY,
    },
    {
      name: "late-scripts-phone",
      use: { ...devices["Pixel 7"], browserName: "chromium" },
      grep: /@late-scripts.*@phone|@phone.*@late-scripts/,
    },
  ],
  webServer: {
    command: "node tests/support/e2e-server.ts",
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    // A server already answering on this run's port is not this run's: fail rather than test it.
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(PORT) },
  },
});
