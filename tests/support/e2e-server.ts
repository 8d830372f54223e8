import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { TEST_TOOLS_PASSWORD } from "./site-server.ts";

// The browser tests' server: the production build on loopback, a fresh DATA_DIR, a known staff password.
process.env.NODE_ENV = "production";
process.env.HOST = "127.0.0.1";
process.env.PORT = process.env.E2E_PORT ?? "3210";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "trafalgar-e2e-"));
process.env.TOOLS_PASSWORD = TEST_TOOLS_PASSWORD;
await import("../../server/start.ts");
