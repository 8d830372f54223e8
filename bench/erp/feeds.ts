// The benchmarks' ERP: feed files of a generated catalogue, posted to the feed endpoint as an ERP pushes them.
import { createHmac } from "node:crypto";

export const FEED_TOKEN = "erp-feed-token-of-the-benchmark-0123456789";
export const FEED_SECRET = "erp-feed-secret-of-the-benchmark-0123456789";

/** The settings a benchmark's site needs to take feeds at its endpoint. */
export const FEED_SETTINGS = { ERP_FEED_TOKEN: FEED_TOKEN, ERP_FEED_SECRET: FEED_SECRET };

/** Posts a feed file, signed; the time from the first byte sent to the answer, and the answer. */
export async function postFeed(
  origin: string,
  kind: string,
  body: string,
): Promise<{ ms: number; answer: unknown }> {
  const bytes = Buffer.from(body);
  const started = performance.now();
  const response = await fetch(`${origin}/api/erp/feeds/${kind}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${FEED_TOKEN}`,
      "Content-Type": "text/csv",
      "X-Feed-Signature": `sha256=${createHmac("sha256", FEED_SECRET).update(bytes).digest("hex")}`,
    },
    body: bytes,
  });
  const answer: unknown = await response.json();
  if (response.status !== 200) throw new Error(`${kind} feed: ${response.status} ${JSON.stringify(answer)}`);
  return { ms: performance.now() - started, answer };
}
