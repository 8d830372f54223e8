/**
 * The brands the company represents, in the order the site lists them. `id` is the route id
 * (`/brands/{id}`); names are the brands' own and are shown as plain text, never as their logos.
 * `inGrids: false` keeps a brand out of the 21-tile grids and the logo strip while its page stays.
 */
export const BRAND_REGISTRY = [
  { id: "aquatalia", name: "Aquatalia", inGrids: true },
  { id: "aquatherm", name: "aquatherm", inGrids: true },
  { id: "badgley-mischka", name: "Badgley Mischka", inGrids: true },
  { id: "boc", name: "b.o.c.", inGrids: true },
  { id: "born", name: "Børn", inGrids: true },
  { id: "calvin-klein", name: "Calvin Klein", inGrids: true },
  { id: "dockers", name: "Dockers", inGrids: true },
  { id: "gentle-souls", name: "Gentle Souls", inGrids: true },
  { id: "jambu", name: "Jambu", inGrids: true },
  { id: "jbu-by-jambu", name: "JBU by Jambu", inGrids: true },
  { id: "jb-goodhue", name: "J.B. Goodhue", inGrids: true },
  { id: "jewel-badgley-mischka", name: "Jewel Badgley Mischka", inGrids: true },
  { id: "joybees", name: "Joybees", inGrids: false },
  { id: "kenneth-cole-new-york", name: "Kenneth Cole New York", inGrids: true },
  { id: "kenneth-cole-reaction", name: "Kenneth Cole Reaction", inGrids: true },
  { id: "merrell-kids", name: "Merrell Kids", inGrids: true },
  { id: "nurse-mates", name: "Nurse Mates", inGrids: true },
  { id: "prospector-pro", name: "Prospector Pro", inGrids: true },
  { id: "santana", name: "Santana Canada", inGrids: true },
  { id: "saucony-kids", name: "Saucony Kids", inGrids: true },
  { id: "stride-rite", name: "Stride Rite", inGrids: true },
  { id: "tommy-hilfiger", name: "Tommy Hilfiger", inGrids: true },
] as const;

export type BrandId = (typeof BRAND_REGISTRY)[number]["id"];
