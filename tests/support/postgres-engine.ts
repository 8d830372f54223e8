import { inject } from "vitest";

// Read by the site servers this run starts (tests/support/test-engine.ts): they use PostgreSQL.
process.env.TEST_POSTGRES_URL = inject("postgresUrl");
