// Sustained contact submissions on loopback against the built site (run `npx react-router build` first):
//   node bench/contact/run.ts [submissions=200] [concurrency=16]
// Each submission is a real one: an ALTCHA challenge solved in Node beforehand, as a browser would solve it,
// from its own client address (the per-client throttle stays on). Runs twice: with the mail server up, and
// with it down until the load is over, on the embedded SQLite and on PostgreSQL. Then counts what the mail server
// received: nothing may be lost.
import { cpus } from "node:os";
import { postContact, SAMPLE_MESSAGE, solvedCaptcha } from "../../tests/support/contact-client.ts";
import { startPostgres } from "../../tests/support/postgres-server.ts";
import { freePort, startSiteServer } from "../../tests/support/site-server.ts";
import { eventually, smtpSink } from "../../tests/support/smtp-sink.ts";
import { table, writeSection } from "../markdown.ts";

const submissions = Number(process.argv[2] ?? 200);
const concurrency = Number(process.argv[3] ?? 16);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function scenario(name: string, smtpDuringLoad: boolean, databaseUrl = "") {
  const sink = smtpSink(await freePort());
  if (smtpDuringLoad) await sink.start();
  const site = await startSiteServer({ SMTP_URL: sink.url, DATABASE_URL: databaseUrl });
  try {
    const captchas: string[] = [];
    while (captchas.length < submissions) {
      const batch = Math.min(8, submissions - captchas.length);
      captchas.push(...(await Promise.all(Array.from({ length: batch }, () => solvedCaptcha(site.origin)))));
    }
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < submissions; i = next++) {
          const sent = performance.now();
          const body = {
            ...SAMPLE_MESSAGE,
            message: `Benchmark message ${i}`,
            recipient: "sales",
            captcha: captchas[i],
          };
          const client = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
          try {
            const response = await postContact(site.origin, body, client);
            const answer: unknown = await response.json();
            if (!response.ok || JSON.stringify(answer) !== '{"success":true}') errors++;
          } catch {
            errors++;
          }
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (!smtpDuringLoad) await sink.start();
    const deliveryStarted = performance.now();
    await eventually(
      () => sink.received.length >= submissions - errors,
      "every accepted message",
      180_000,
    ).catch(() => undefined);
    const deliverySeconds = (performance.now() - deliveryStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const delivered = new Set(sink.received.map((mail) => mail.raw.match(/Benchmark message (\d+)/)?.[1]));
    latencies.sort((a, b) => a - b);
    results.push([
      name,
      (submissions / seconds).toFixed(1),
      errors,
      `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)}`,
      delivered.size,
      sink.received.length - delivered.size,
      submissions - errors - delivered.size,
    ]);
    console.log(
      [
        `${name}: ${submissions} submissions, concurrency ${concurrency}`,
        `  accepted/s ${(submissions / seconds).toFixed(1)}  errors ${errors}`,
        `  latency ms p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  p99 ${percentile(latencies, 99).toFixed(1)}`,
        `  delivered ${delivered.size}  duplicates ${sink.received.length - delivered.size}  lost ${submissions - errors - delivered.size}  (all delivered ${deliverySeconds.toFixed(1)} s after ${smtpDuringLoad ? "the load" : "SMTP came back"})`,
      ].join("\n"),
    );
  } catch (error) {
    console.error(`${name} failed:`, error, `\nServer output:\n${site.output()}`);
    process.exitCode = 1;
  } finally {
    await site.stop();
    await sink.stop();
  }
}

const results: Array<Array<string | number>> = [];
const only = process.env.BENCH_SCENARIO;
if (only !== "down") await scenario("SQLite, SMTP up", true);
if (only !== "up") await scenario("SQLite, SMTP down during the load", false);
const postgres = await startPostgres();
try {
  // A fresh cluster per scenario would cost seconds; each scenario's messages are told apart by the sink.
  if (only !== "down") await scenario("PostgreSQL, SMTP up", true, postgres.url);
  if (only !== "up") await scenario("PostgreSQL, SMTP down during the load", false, postgres.url);
} finally {
  await postgres.stop();
}

if (!only && process.exitCode !== 1) {
  writeSection(
    "contact",
    [
      `${submissions} submissions at concurrency ${concurrency}, each with a solved ALTCHA challenge and its own client`,
      `address; built site on loopback with the embedded SQLite or a local PostgreSQL 15, a real SMTP server (\`smtp-server\`) on 127.0.0.1.`,
      `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores.`,
      "",
      table(
        [
          "Scenario",
          "Accepted/s",
          "Errors",
          "Latency p50 / p95 / p99 (ms)",
          "Delivered",
          "Duplicates",
          "Lost",
        ],
        results,
      ),
    ].join("\n"),
  );
}
