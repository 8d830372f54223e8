// Load through the production stack (nginx, TLS, PostgreSQL): the same pages with one instance behind nginx and
// with two, and how far the second instance scales them. Run after `npm run build`:
//   node bench/stack/run.ts           (writes its table into bench/README.md)
import { cpus } from "node:os";
import autocannon from "autocannon";
import { type Stack, startStack } from "../../scripts/stack/stack.ts";
import { ensureSystemComponents, STACK_COMPONENTS } from "../../scripts/system-components.ts";
import { freePort } from "../../tests/support/site-server.ts";
import { table, writeSection } from "../markdown.ts";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const TARGETS = [
  { name: "home (en)", path: "/?lng=en" },
  { name: "brand page", path: "/brands/aquatalia?lng=en" },
];

function measure(stack: Stack, path: string): Promise<autocannon.Result> {
  const { port, host } = new URL(stack.origin);
  return autocannon({
    url: `https://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { host, "accept-encoding": "br" },
    servername: "localhost",
    tlsOptions: { ca: stack.certificate, servername: "localhost" },
  });
}

ensureSystemComponents(STACK_COMPONENTS);
const figures = new Map<string, { rps: number; p99: number; errors: number }[]>();
for (const instances of [1, 2]) {
  const stack = await startStack({ httpsPort: await freePort(), httpPort: await freePort(), instances });
  try {
    for (const target of TARGETS) {
      await measure(stack, target.path).then(
        () => undefined,
        () => undefined,
      );
      const result = await measure(stack, target.path);
      const row = {
        rps: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx + result.timeouts,
      };
      figures.set(target.name, [...(figures.get(target.name) ?? []), row]);
      console.log(
        `${instances} instance(s), ${target.name}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms`,
      );
    }
  } finally {
    await stack.stop();
  }
}

const rows = TARGETS.map(({ name }) => {
  const [one, two] = figures.get(name) ?? [];
  if (!one || !two) throw new Error(`no figures for ${name}`);
  return [
    name,
    Math.round(one.rps),
    `${one.p99} ms`,
    Math.round(two.rps),
    `${two.p99} ms`,
    (two.rps / one.rps).toFixed(2),
    one.errors + two.errors,
  ];
});
const markdown = [
  `Command: \`npm run build && node bench/stack/run.ts\` — through nginx (TLS, HTTP/1.1 from the client) to the`,
  `built site on PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s per page after a warm-up run of the same length,`,
  `Brotli accepted, loopback, ${cpus().length} cores shared by nginx, PostgreSQL, the instances and the load`,
  `generator, ${new Date().toISOString().slice(0, 10)}.`,
  "",
  table(
    [
      "page",
      "1 instance req/s",
      "1 instance p99",
      "2 instances req/s",
      "2 instances p99",
      "scaling",
      "errors",
    ],
    rows,
  ),
].join("\n");
writeSection("stack", markdown);
console.log(markdown);
