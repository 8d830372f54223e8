import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  TEST_OWNER_EMAIL,
  TEST_OWNER_NAME,
  TEST_SAMPLE_BUYER_PASSWORD,
  TEST_TOOLS_PASSWORD,
} from "./site-server.ts";

// The browser tests' server: the production build on loopback as `npm start` runs it (NODE_ENV unset: a
// second factor offered, not required), a fresh DATA_DIR, a known first owner and password.
delete process.env.NODE_ENV;
process.env.HOST = "127.0.0.1";
if (!process.env.E2E_PORT) throw new Error("E2E_PORT must be set (playwright.config.ts chooses it)");
process.env.PORT = process.env.E2E_PORT;
// Production refuses to start without its public address; the browser tests' site is this loopback server.
process.env.PUBLIC_SITE_ORIGIN = `http://localhost:${process.env.E2E_PORT}`;
// Always a fresh DATA_DIR, even if the shell exports one: no test meets an earlier run's sessions or throttle.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "trafalgar-e2e-"));
// The sample buyer's password, as `npm start` would have made and kept it, known to the tests.
writeFileSync(
  path.join(process.env.DATA_DIR, "secrets.json"),
  JSON.stringify({ sampleBuyerPassword: TEST_SAMPLE_BUYER_PASSWORD }),
  { mode: 0o600 },
);
process.env.TOOLS_PASSWORD = TEST_TOOLS_PASSWORD;
process.env.OWNER_EMAIL = TEST_OWNER_EMAIL;
process.env.OWNER_NAME = TEST_OWNER_NAME;
// The entry is plain JavaScript (decision 085); it runs in this process, as `node server/start.js` would.
await import(path.resolve(import.meta.dirname, "../../server/start.js"));
