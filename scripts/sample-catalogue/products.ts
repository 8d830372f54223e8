import { seededRandom } from "../../app/lib/brand-art/palette.ts";
import { BRAND_REGISTRY, type BrandId } from "../../content/brands/registry.ts";

/** What a sample product looks like in its photos (a drawing of ours, see app/lib/brand-art/motifs.ts). */
export type ProductKind =
  | "boot"
  | "pump"
  | "clog"
  | "oxford"
  | "sneaker"
  | "hiker"
  | "jewel"
  | "pipe"
  | "polo";

/** The master directory's entry, as SPEC.md §3 names its fields. */
export interface DirectoryEntry {
  has_photos: boolean;
  brand_name: string;
  season_code: string;
  item_name: string;
  color: string;
  material: string;
}

/** What is stored at each photo number; numbers not listed are missing. */
export type PhotoSlot = "jpeg" | "empty" | "not-an-image";

export interface SampleProduct {
  itemNumber: string;
  kind: ProductKind;
  /** Hex colour of the product in its photos. */
  hex: string;
  entry: DirectoryEntry;
  photos: Record<number, PhotoSlot>;
}

const KINDS_BY_BRAND: Record<BrandId, ProductKind[]> = {
  aquatalia: ["boot", "pump"],
  aquatherm: ["pipe"],
  "badgley-mischka": ["pump"],
  boc: ["clog", "boot"],
  born: ["oxford", "boot"],
  "calvin-klein": ["sneaker", "pump", "polo"],
  dockers: ["oxford", "polo"],
  "gentle-souls": ["pump", "oxford"],
  jambu: ["hiker", "clog"],
  "jbu-by-jambu": ["sneaker", "hiker"],
  "jb-goodhue": ["hiker", "boot"],
  "jewel-badgley-mischka": ["jewel", "pump"],
  joybees: ["clog"],
  "kenneth-cole-new-york": ["oxford", "boot"],
  "kenneth-cole-reaction": ["sneaker", "oxford"],
  "merrell-kids": ["hiker", "sneaker"],
  "nurse-mates": ["clog", "sneaker"],
  "prospector-pro": ["hiker", "boot"],
  santana: ["boot"],
  "saucony-kids": ["sneaker"],
  "stride-rite": ["sneaker", "hiker"],
  "tommy-hilfiger": ["polo", "sneaker"],
};

const NAMES: Record<ProductKind, string[]> = {
  boot: ["Chelsea Boot", "Ankle Bootie", "Lug Sole Boot", "Riding Boot", "Winter Boot"],
  pump: ["Pointed Pump", "Slingback Heel", "Block Heel Pump", "Evening Sandal"],
  clog: ["Comfort Clog", "Garden Clog", "Slip-Resistant Clog"],
  oxford: ["Cap Toe Oxford", "Wingtip Derby", "Penny Loafer", "Plain Toe Blucher"],
  sneaker: ["Court Sneaker", "Running Shoe", "Knit Trainer", "Skate Low"],
  hiker: ["Trail Hiker", "Waterproof Mid", "Safety Work Boot", "Approach Shoe"],
  jewel: ["Crystal Flat", "Embellished Sandal", "Bridal Pump"],
  pipe: ["Fusion Pipe 20 mm", "Fusion Elbow 90°", "Fusion Tee", "Climate Pipe 32 mm"],
  polo: ["Classic Polo", "Quarter-Zip Pullover", "Logo Tee", "Crew Sweater"],
};

const MATERIALS: Record<ProductKind, string[]> = {
  boot: ["Leather", "Suede", "Nubuck", "Waterproof Leather"],
  pump: ["Satin", "Patent Leather", "Suede", "Leather"],
  clog: ["EVA", "Leather", "Rubber"],
  oxford: ["Leather", "Suede", "Burnished Leather"],
  sneaker: ["Mesh", "Knit", "Canvas", "Leather"],
  hiker: ["Nubuck", "Waterproof Leather", "Mesh", "Ripstop"],
  jewel: ["Satin", "Crystal Mesh", "Metallic Leather"],
  pipe: ["Polypropylene PP-R", "PP-RCT"],
  polo: ["Cotton Piqué", "Jersey", "Merino Wool"],
};

const COLORS = [
  { name: "Black", code: "001", hex: "#2b2b2e" },
  { name: "White", code: "100", hex: "#f4f4f2" },
  { name: "Brown", code: "200", hex: "#7a4b2a" },
  { name: "Tan", code: "250", hex: "#c89b6d" },
  { name: "Olive", code: "310", hex: "#6b7340" },
  { name: "Navy", code: "410", hex: "#24305e" },
  { name: "Sky Blue", code: "450", hex: "#6fa8dc" },
  { name: "Red", code: "600", hex: "#c0392b" },
  { name: "Burgundy", code: "610", hex: "#6d1f33" },
  { name: "Blush", code: "650", hex: "#e8b4b8" },
  { name: "Grey", code: "020", hex: "#8a8d91" },
  { name: "Green", code: "320", hex: "#2e8b57" },
];

const SEASONS = ["SS24", "FW24", "SS25", "FW25", "SS26"];

/** About 300 items: styles of one to three colourways each, spread over every brand. */
const STYLE_COUNT = 150;

/** Items whose photos exercise each discovery rule; tests and the README refer to them. */
export const EDGE_CASE_ITEMS = {
  /** 01, 02 (zero bytes), 03: photo mode zips 01 and 03, sheet mode lists all three. */
  zeroBytePhoto: "90001-001",
  /** 01, 02 (an HTML page named .jpg), 03: 02 is never a photo. */
  notAnImage: "90002-001",
  /** 01, 02, 04, 07: gaps of one and two are bridged, so all four count. */
  bridgedGaps: "90003-001",
  /** 01, 02, 06: three missing in a row end the search, so 06 is never found. */
  gapOfThree: "90004-001",
  /** Listed with has_photos true, but no photo exists. */
  listedWithoutPhotos: "90005-001",
  /** Photos 01 to 08. */
  fullSet: "90006-001",
} as const;

function pick<T>(random: () => number, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error("pick from an empty list");
  return value;
}

const numbered = (numbers: number[], slot: PhotoSlot = "jpeg"): Record<number, PhotoSlot> =>
  Object.fromEntries(numbers.map((number) => [number, slot]));

/** The photo numbers of an ordinary item: mostly 01…n, sometimes with a small gap or one too large. */
function ordinaryPhotos(random: () => number): Record<number, PhotoSlot> {
  const count = Math.floor(random() * 9);
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  const roll = random();
  if (count >= 3 && roll < 0.1) return numbered(numbers.map((n) => (n > 2 ? n + 1 : n)));
  if (count >= 3 && roll < 0.15) return numbered(numbers.map((n) => (n > 2 ? n + 3 : n)));
  return numbered(numbers);
}

function edgeCases(random: () => number): SampleProduct[] {
  const edge = (itemNumber: string, photos: Record<number, PhotoSlot>, hasPhotos = true): SampleProduct => {
    const brand = pick(random, BRAND_REGISTRY);
    const kind = pick(random, KINDS_BY_BRAND[brand.id]);
    const color = pick(random, COLORS);
    return {
      itemNumber,
      kind,
      hex: color.hex,
      photos,
      entry: {
        has_photos: hasPhotos,
        brand_name: brand.name,
        season_code: pick(random, SEASONS),
        item_name: pick(random, NAMES[kind]),
        color: color.name,
        material: pick(random, MATERIALS[kind]),
      },
    };
  };
  return [
    edge(EDGE_CASE_ITEMS.zeroBytePhoto, { 1: "jpeg", 2: "empty", 3: "jpeg" }),
    edge(EDGE_CASE_ITEMS.notAnImage, { 1: "jpeg", 2: "not-an-image", 3: "jpeg" }),
    edge(EDGE_CASE_ITEMS.bridgedGaps, numbered([1, 2, 4, 7])),
    edge(EDGE_CASE_ITEMS.gapOfThree, numbered([1, 2, 6])),
    edge(EDGE_CASE_ITEMS.listedWithoutPhotos, {}),
    edge(EDGE_CASE_ITEMS.fullSet, numbered([1, 2, 3, 4, 5, 6, 7, 8])),
  ];
}

/** The sample catalogue's products, the same on every run. */
export function sampleProducts(): SampleProduct[] {
  const random = seededRandom("trafalgar sample catalogue");
  const products: SampleProduct[] = [];
  for (let style = 0; style < STYLE_COUNT; style++) {
    const brand = BRAND_REGISTRY[style % BRAND_REGISTRY.length] ?? BRAND_REGISTRY[0];
    const kind = pick(random, KINDS_BY_BRAND[brand.id]);
    const styleNumber = String(20_000 + style * 97 + Math.floor(random() * 90));
    const itemName = pick(random, NAMES[kind]);
    const material = pick(random, MATERIALS[kind]);
    const season = pick(random, SEASONS);
    const colorways = 1 + Math.floor(random() * 3);
    const colors = [...COLORS].sort(() => random() - 0.5).slice(0, colorways);
    for (const color of colors) {
      const photos = ordinaryPhotos(random);
      products.push({
        itemNumber: `${styleNumber}-${color.code}`,
        kind,
        hex: color.hex,
        photos,
        entry: {
          has_photos: Object.keys(photos).length > 0,
          brand_name: brand.name,
          season_code: season,
          item_name: itemName,
          color: color.name,
          material,
        },
      });
    }
  }
  return [...products, ...edgeCases(random)];
}
