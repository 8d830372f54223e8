import { describe, expect, it } from "vitest";
import { buyerPrices, type ListPrice, type PriceList } from "./price-rule";

const TODAY = "2026-11-29";
const BOOT = { itemNumber: "22592-600", gtin: "00036000291452" };
const BOOT_13 = { itemNumber: "22592-600", gtin: "00036000291469" };
const SANDAL = { itemNumber: "31007-001", gtin: "00012345678905" };
const BUYER = { customerNumber: "C-10042", groups: ["INDEP", "QC-EAST"] };

const list = (
  code: string,
  kind: PriceList["kind"],
  appliesTo = "",
  dates: Partial<PriceList> = {},
): PriceList => ({
  code,
  kind,
  appliesTo,
  startsOn: null,
  endsOn: null,
  ...dates,
});
const price = (listCode: string, sku: { itemNumber: string }, cents: number, gtin = ""): ListPrice => ({
  listCode,
  itemNumber: sku.itemNumber,
  gtin,
  cents,
});
/** The buyer's price of each SKU, in cents and with its list, as "cents list". */
function paid(lists: PriceList[], prices: ListPrice[], skus = [BOOT], day = TODAY, buyer = BUYER) {
  const answer = buyerPrices(lists, prices, buyer, day, skus);
  return skus.map((sku) => {
    const found = answer.get(sku.gtin);
    return found ? `${found.cents} ${found.listCode}` : "none";
  });
}

describe("the price a buyer pays", () => {
  it("is the base list's when nothing else prices the SKU", () => {
    expect(paid([list("BASE", "base")], [price("BASE", BOOT, 5400)])).toEqual(["5400 BASE"]);
  });

  it("is the customer's own list's, even where the base list is cheaper", () => {
    const lists = [list("BASE", "base"), list("C-10042-2026", "customer", "C-10042")];
    const prices = [price("BASE", BOOT, 4900), price("C-10042-2026", BOOT, 5100)];
    expect(paid(lists, prices)).toEqual(["5100 C-10042-2026"]);
  });

  it("is a group list's before the base list's, and the lower of two groups' the buyer is in", () => {
    const lists = [list("BASE", "base"), list("G-INDEP", "group", "INDEP"), list("G-QC", "group", "QC-EAST")];
    const prices = [price("BASE", BOOT, 5400), price("G-INDEP", BOOT, 5200), price("G-QC", BOOT, 5000)];
    expect(paid(lists, prices)).toEqual(["5000 G-QC"]);
    // Whichever order the lists come in.
    expect(paid([...lists].reverse(), [...prices].reverse())).toEqual(["5000 G-QC"]);
  });

  it("never comes from a group the buyer is not in, or another customer's list", () => {
    const lists = [
      list("BASE", "base"),
      list("G-CHAIN", "group", "CHAIN"),
      list("C-20001", "customer", "C-20001"),
    ];
    const prices = [price("BASE", BOOT, 5400), price("G-CHAIN", BOOT, 4000), price("C-20001", BOOT, 3900)];
    expect(paid(lists, prices)).toEqual(["5400 BASE"]);
  });

  it("comes from a future-dated list from its first day only, and from an expired one never again", () => {
    const lists = [
      list("BASE", "base"),
      list("C-SPRING", "customer", "C-10042", { startsOn: "2027-01-15" }),
      list("C-FALL", "customer", "C-10042", { startsOn: "2026-08-01", endsOn: "2026-11-28" }),
    ];
    const prices = [price("BASE", BOOT, 5400), price("C-SPRING", BOOT, 4700), price("C-FALL", BOOT, 4500)];
    expect(paid(lists, prices, [BOOT], "2026-11-28")).toEqual(["4500 C-FALL"]);
    expect(paid(lists, prices, [BOOT], TODAY)).toEqual(["5400 BASE"]);
    expect(paid(lists, prices, [BOOT], "2027-01-14")).toEqual(["5400 BASE"]);
    expect(paid(lists, prices, [BOOT], "2027-01-15")).toEqual(["4700 C-SPRING"]);
  });

  it("falls to the group's, then the base list's, for a SKU missing from the customer's list", () => {
    const lists = [
      list("BASE", "base"),
      list("G-INDEP", "group", "INDEP"),
      list("C-10042", "customer", "C-10042"),
    ];
    const prices = [
      price("BASE", BOOT, 5400),
      price("BASE", SANDAL, 3000),
      price("G-INDEP", BOOT, 5200),
      price("C-10042", BOOT, 5000, BOOT.gtin),
    ];
    // The customer's list prices one size of the boot: the other size is the group's, the sandal the base's.
    expect(paid(lists, prices, [BOOT, BOOT_13, SANDAL])).toEqual([
      "5000 C-10042",
      "5200 G-INDEP",
      "3000 BASE",
    ]);
  });

  it("is a list's price for the SKU before its price for the SKU's colourway", () => {
    const lists = [list("BASE", "base")];
    const prices = [price("BASE", BOOT, 5400), price("BASE", BOOT_13, 5900, BOOT_13.gtin)];
    expect(paid(lists, prices, [BOOT, BOOT_13])).toEqual(["5400 BASE", "5900 BASE"]);
  });

  it("is none where no list of the buyer's prices the SKU", () => {
    const lists = [list("BASE", "base", "", { endsOn: "2026-01-31" })];
    expect(paid(lists, [price("BASE", BOOT, 5400)])).toEqual(["none"]);
    expect(paid([], [], [SANDAL])).toEqual(["none"]);
  });

  it("is the lower of two overlapping lists of the customer's, the same whichever is read first", () => {
    const lists = [
      list("C-A", "customer", "C-10042", { startsOn: "2026-11-01" }),
      list("C-B", "customer", "C-10042", { endsOn: "2026-12-31" }),
    ];
    const prices = [price("C-A", BOOT, 5000), price("C-B", BOOT, 5000)];
    // A tie goes to the list whose code sorts first, so the answer never depends on the order rows are read.
    expect(paid(lists, prices)).toEqual(["5000 C-A"]);
    expect(paid([...lists].reverse(), [...prices].reverse())).toEqual(["5000 C-A"]);
  });
});
