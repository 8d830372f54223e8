import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readStoreFile } from "./store-file.server";

const BRANDS = [
  { id: "born", name: "Børn" },
  { id: "dockers", name: "Dockers" },
  { id: "boc", name: "b.o.c." },
];
const HEADER = "name,address,city,province,postal_code,phone,website,brands";
const file = (...lines: string[]) => new TextEncoder().encode([HEADER, ...lines].join("\r\n"));

describe("readStoreFile", () => {
  it("reads good rows and gives each bad row's line and reasons", () => {
    const reading = readStoreFile(
      file(
        'Lakeshore Footwear,184 Lakeshore Road East,Oakville,ON,l6j1h4,(905) 555-0142,lakeshore.example,"Børn; dockers"',
        "No Brand Shoes,1 Main Street,Oakville,Ontario,L6J 1H4,,,",
        "Wrong Province,1 Rue Principale,Gatineau,ON,J8X 1A1,819-555-0100,,Dockers",
        "Nowhere,1 Main Street,Oakville,ON,Z9Z 9Z9,,,Dockers",
        "Unknown Area,1 Main Street,Oakville,ON,L0Z 1A1,,,Dockers",
        "Bad Phone,1 Main Street,Oakville,ON,L6J 1H4,555,ftp://x,Dockers; Nike",
        'Lakeshore Footwear,"184 Lakeshore Road East",Oakville,ON,L6J 1H4,,,B.O.C.',
      ),
      BRANDS,
    );
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.stores).toEqual([
      {
        name: "Lakeshore Footwear",
        address: "184 Lakeshore Road East",
        city: "Oakville",
        province: "ON",
        postalCode: "L6J 1H4",
        phone: "905-555-0142",
        website: "https://lakeshore.example/",
        brands: ["born", "dockers"],
      },
    ]);
    expect(reading.failed).toEqual([
      { line: 3, problems: [{ column: "brands", problem: "missing" }] },
      { line: 4, problems: [{ column: "postal_code", problem: "otherProvince", value: "J8X 1A1" }] },
      { line: 5, problems: [{ column: "postal_code", problem: "invalid", value: "Z9Z 9Z9" }] },
      { line: 6, problems: [{ column: "postal_code", problem: "unknownArea", value: "L0Z 1A1" }] },
      {
        line: 7,
        problems: [
          { column: "phone", problem: "invalid", value: "555" },
          { column: "website", problem: "invalid", value: "ftp://x" },
          { column: "brands", problem: "unknownBrand", value: "Nike" },
        ],
      },
      { line: 8, problems: [{ column: "name", problem: "repeated", line: 2 }] },
    ]);
  });

  it("takes columns in any order, French headers, semicolons and Windows-1252", () => {
    const text =
      "Marques;Nom;Adresse;Ville;Province;Code postal;Téléphone;Site Web\r\nDockers;Chaussures Élan;12 rue Wellington;Sherbrooke;Québec;J1H 5C7;;\r\n";
    const bytes = Uint8Array.from(text, (char) =>
      char === "É" ? 0xc9 : char === "é" ? 0xe9 : char.charCodeAt(0),
    );
    const reading = readStoreFile(bytes, BRANDS);
    expect(reading).toMatchObject({
      ok: true,
      failed: [],
      stores: [{ name: "Chaussures Élan", city: "Sherbrooke", province: "QC", brands: ["dockers"] }],
    });
  });

  it("reads a downloaded list (a byte order mark, CRLF) with lines added that end with LF alone", () => {
    const downloaded = `\uFEFF${HEADER}\r\nLakeshore Footwear,184 Lakeshore Road East,Oakville,ON,L6J 1H4,,,Dockers\r\n`;
    const added =
      "Chaussures Élan,12 rue Wellington,Sherbrooke,QC,J1H 5C7,,,Børn\nOld Mac,1 Main Street,Oakville,ON,L6J 1H4,,,Dockers\r";
    const reading = readStoreFile(new TextEncoder().encode(downloaded + added), BRANDS);
    expect(reading).toMatchObject({ ok: true, failed: [] });
    if (!reading.ok) return;
    expect(reading.stores.map((store) => store.name)).toEqual([
      "Lakeshore Footwear",
      "Chaussures Élan",
      "Old Mac",
    ]);
  });

  it("refuses a file that cannot be a store list, saying why", () => {
    expect(readStoreFile(new Uint8Array(), BRANDS)).toEqual({ ok: false, problem: "empty" });
    expect(readStoreFile(new TextEncoder().encode("name,city\nA,B\n"), BRANDS)).toEqual({
      ok: false,
      problem: "missingColumns",
      columns: ["address", "province", "postal_code", "phone", "website", "brands"],
    });
    expect(readStoreFile(new TextEncoder().encode(`${HEADER}\n`), BRANDS)).toEqual({
      ok: false,
      problem: "noStores",
    });
    expect(readStoreFile(new TextEncoder().encode('name,"address\nunclosed'), BRANDS)).toEqual({
      ok: false,
      problem: "unreadable",
    });
    const rows = Array.from({ length: 5_001 }, () => "A,1 Main,Oakville,ON,L6J 1H4,,,Dockers");
    expect(readStoreFile(file(...rows), BRANDS)).toEqual({ ok: false, problem: "tooManyRows", rows: 5_001 });
  });

  it("reads the sample file shipped with the sample content without leaving a row out", () => {
    const sample = readFileSync(new URL("../../../content/where-to-buy/sample-stores.csv", import.meta.url));
    const brands = [
      "Aquatalia",
      "Aquatherm",
      "Badgley Mischka",
      "b.o.c.",
      "Børn",
      "Calvin Klein",
      "Dockers",
      "Gentle Souls",
      "Jambu",
      "JBU by Jambu",
      "J.B. Goodhue",
      "Jewel Badgley Mischka",
      "Joybees",
      "Kenneth Cole New York",
      "Kenneth Cole Reaction",
      "Merrell Kids",
      "Nurse Mates",
      "Prospector Pro",
      "Santana",
      "Saucony Kids",
      "Stride Rite",
      "Tommy Hilfiger",
    ].map((name) => ({ id: name.toLowerCase(), name }));
    const reading = readStoreFile(sample, brands);
    expect(reading).toMatchObject({ ok: true, failed: [] });
    expect(reading.ok && reading.stores.length).toBeGreaterThanOrEqual(20);
    if (!reading.ok) return;
    // Each store looks like the trade of what it carries (content/brands/): aquatherm's piping at plumbing and
    // heating wholesalers, and nowhere else; work boots at workwear stores; footwear at shoe and uniform shops.
    const carrying = (id: string) => reading.stores.filter((store) => store.brands.includes(id));
    for (const wholesaler of carrying("aquatherm")) {
      expect(wholesaler.brands, wholesaler.name).toEqual(["aquatherm"]);
      expect(wholesaler.name).toMatch(/Plumbing|Plomberie|Hydronic|HVAC|Mechanical|Chauffage/);
    }
    expect(carrying("aquatherm").length).toBeGreaterThanOrEqual(5);
    for (const id of ["prospector pro", "j.b. goodhue"])
      for (const store of carrying(id)) expect(store.name).toMatch(/Workwear|Équipement de travail/);
    for (const store of reading.stores.filter((store) => !store.brands.includes("aquatherm")))
      expect(store.name).not.toMatch(/Plumbing|Plomberie|Hydronic|HVAC|Mechanical|Chauffage/);
  });
});
