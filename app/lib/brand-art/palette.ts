/** One art direction for every image: the brand blue, a warm cream for products, one accent per brand. */
export const PALETTE = {
  brand: "#243f89",
  brandDark: "#1a2e66",
  brandDeep: "#111f47",
  brandBright: "#3b5bb5",
  brandLight: "#e8edf8",
  cream: "#f6f1e7",
  creamShade: "#e4dac8",
  line: "#1a2e66",
  ink: "#141a2b",
  muted: "#4d5670",
  white: "#ffffff",
} as const;

/** Mixes a hex colour with black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `#${channels
    .map((channel) =>
      Math.round(channel + (target - channel) * weight)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** A small deterministic number generator, so artwork is the same on every build. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
