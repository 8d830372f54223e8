import type { SizeScale } from "~/features/ordering";

/** How the sample ERP sells one kind of product: its size scale, category, gender, MSRP range and case pack. */
export interface SampleLine {
  /** Whether a product (by its name and brand id) is of this line. */
  matches(name: string, brand: string): boolean;
  scale(styleNumber: string): SizeScale;
  gender(styleNumber: string): "women" | "men" | "kids" | "unisex";
  category: string;
  /** Suggested retail price range, in whole dollars. */
  msrp: [number, number];
  casePack: number;
}

const KIDS_BRANDS = new Set(["merrell-kids", "saucony-kids", "stride-rite"]);
const odd = (styleNumber: string) => Number(styleNumber.slice(-1)) % 2 === 1;
const has =
  (...words: string[]) =>
  (name: string) =>
    words.some((word) => name.includes(word));

/** The sample's lines, the first that matches a product deciding (the last matches everything). */
export const SAMPLE_LINES: readonly [SampleLine, ...SampleLine[]] = [
  {
    matches: (_, brand) => KIDS_BRANDS.has(brand),
    scale: () => "kids",
    gender: () => "kids",
    category: "Kids",
    msrp: [49, 89],
    casePack: 1,
  },
  {
    matches: has("Pipe", "Elbow", "Tee"),
    scale: () => "one-size",
    gender: () => "unisex",
    category: "Piping",
    msrp: [12, 48],
    casePack: 10,
  },
  {
    matches: has("Polo", "Pullover", "Logo Tee", "Sweater"),
    scale: () => "apparel",
    gender: (style) => (odd(style) ? "women" : "men"),
    category: "Apparel",
    msrp: [49, 99],
    casePack: 1,
  },
  {
    matches: has("Boot", "Bootie"),
    scale: (style) => (odd(style) ? "mens" : "womens"),
    gender: (style) => (odd(style) ? "men" : "women"),
    category: "Boots",
    msrp: [149, 299],
    casePack: 1,
  },
  {
    matches: has("Pump", "Heel", "Sandal", "Flat"),
    scale: () => "womens",
    gender: () => "women",
    category: "Dress",
    msrp: [119, 229],
    casePack: 1,
  },
  {
    matches: has("Oxford", "Derby", "Loafer", "Blucher"),
    scale: () => "mens",
    gender: () => "men",
    category: "Dress",
    msrp: [129, 219],
    casePack: 1,
  },
  {
    matches: has("Clog"),
    scale: (style) => (odd(style) ? "mens" : "womens"),
    gender: () => "unisex",
    category: "Clogs",
    msrp: [49, 129],
    casePack: 1,
  },
  {
    matches: () => true,
    scale: (style) => (odd(style) ? "mens" : "womens"),
    gender: (style) => (odd(style) ? "men" : "women"),
    category: "Athletic and outdoor",
    msrp: [89, 189],
    casePack: 1,
  },
];

/** The French of the sample catalogue's names, colours and materials. */
const FRENCH: Record<string, string> = {
  "Chelsea Boot": "Bottine Chelsea",
  "Ankle Bootie": "Bottillon",
  "Lug Sole Boot": "Botte à semelle crantée",
  "Riding Boot": "Botte d’équitation",
  "Winter Boot": "Botte d’hiver",
  "Pointed Pump": "Escarpin pointu",
  "Slingback Heel": "Escarpin à bride arrière",
  "Block Heel Pump": "Escarpin à talon bloc",
  "Evening Sandal": "Sandale de soirée",
  "Comfort Clog": "Sabot confort",
  "Garden Clog": "Sabot de jardin",
  "Slip-Resistant Clog": "Sabot antidérapant",
  "Cap Toe Oxford": "Richelieu à bout droit",
  "Wingtip Derby": "Derby à bout golf",
  "Penny Loafer": "Mocassin à plateau",
  "Plain Toe Blucher": "Blucher à bout uni",
  "Court Sneaker": "Espadrille de court",
  "Running Shoe": "Chaussure de course",
  "Knit Trainer": "Espadrille en tricot",
  "Skate Low": "Espadrille de planche basse",
  "Trail Hiker": "Chaussure de randonnée",
  "Waterproof Mid": "Mi-haute imperméable",
  "Safety Work Boot": "Botte de travail de sécurité",
  "Approach Shoe": "Chaussure d’approche",
  "Crystal Flat": "Ballerine à cristaux",
  "Embellished Sandal": "Sandale ornée",
  "Bridal Pump": "Escarpin de mariée",
  "Fusion Pipe 20 mm": "Tuyau à fusion 20 mm",
  "Fusion Elbow 90°": "Coude à fusion 90°",
  "Fusion Tee": "Té à fusion",
  "Climate Pipe 32 mm": "Tuyau Climate 32 mm",
  "Classic Polo": "Polo classique",
  "Quarter-Zip Pullover": "Pull à col zippé",
  "Logo Tee": "T-shirt à logo",
  "Crew Sweater": "Chandail à col rond",
  Black: "Noir",
  White: "Blanc",
  Brown: "Brun",
  Tan: "Fauve",
  Olive: "Olive",
  Navy: "Marine",
  "Sky Blue": "Bleu ciel",
  Red: "Rouge",
  Burgundy: "Bordeaux",
  Blush: "Rose poudré",
  Grey: "Gris",
  Green: "Vert",
  Leather: "Cuir",
  Suede: "Suède",
  Nubuck: "Nubuck",
  "Waterproof Leather": "Cuir imperméable",
  Satin: "Satin",
  "Patent Leather": "Cuir verni",
  EVA: "EVA",
  Rubber: "Caoutchouc",
  "Burnished Leather": "Cuir bruni",
  Mesh: "Filet",
  Knit: "Tricot",
  Canvas: "Toile",
  Ripstop: "Tissu indéchirable",
  "Crystal Mesh": "Filet à cristaux",
  "Metallic Leather": "Cuir métallisé",
  "Polypropylene PP-R": "Polypropylène PP-R",
  "PP-RCT": "PP-RCT",
  "Cotton Piqué": "Piqué de coton",
  Jersey: "Jersey",
  "Merino Wool": "Laine mérinos",
};

/** A sample name, colour or material in French; as it is where the sample has no French for it. */
export const frenchOf = (english: string): string => FRENCH[english] ?? english;
