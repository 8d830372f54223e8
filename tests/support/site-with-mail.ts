import { test } from "vitest";
import { freePort, startSiteServer } from "./site-server";
import { smtpSink } from "./smtp-sink";

/**
 * Vitest's `it` with two fixtures for a file whose tests send mail: `sink`, an SMTP server on 127.0.0.1 that
 * keeps what it receives, and `site`, the site server sending to it with `settings` besides. Each is started
 * for the file's first test that asks for it and stopped after its last one.
 */
export function withSiteAndMailSink(settings: Record<string, string> = {}) {
  return (
    test
      // biome-ignore lint/correctness/noEmptyPattern: Vitest reads what a fixture needs from its first parameter, which must be a pattern.
      .extend("sink", { scope: "file" }, async ({}, { onCleanup }) => {
        const sink = smtpSink(await freePort());
        await sink.start();
        onCleanup(() => sink.stop());
        return sink;
      })
      .extend("site", { scope: "file" }, async ({ sink }, { onCleanup }) => {
        const site = await startSiteServer({ SMTP_URL: sink.url, ...settings });
        onCleanup(() => site.stop());
        return site;
      })
  );
}
