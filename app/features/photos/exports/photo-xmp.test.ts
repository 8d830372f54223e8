import { describe, expect, it } from "vitest";
import { HOSTILE_NAME, parsedXml } from "~/lib/hostile-text.test-support";
import { copyrightNotice, photoXmp } from "./photo-xmp";

describe("photoXmp", () => {
  const xmp = photoXmp({ item: "24373-001", color: "Café <Noir> & Co", season: "FW26", year: 2026 });

  it("carries the notice in both languages, the item number, colour and season", () => {
    expect(xmp).toContain(
      '<rdf:li xml:lang="x-default">© 2026 Trafalgar Brands. All rights reserved.</rdf:li>',
    );
    expect(xmp).toContain('<rdf:li xml:lang="fr-CA">© 2026 Trafalgar Brands. Tous droits réservés.</rdf:li>');
    expect(xmp).toContain("<dc:identifier>24373-001</dc:identifier>");
    expect(xmp).toContain("<rdf:li>FW26</rdf:li>");
  });

  it("stays well-formed XML whatever the directory says, and carries it as said", () => {
    const hostile = photoXmp({ item: HOSTILE_NAME, color: HOSTILE_NAME, season: "FW26\u0007", year: 2026 });
    const packet = parsedXml(hostile.replace(/<\?xpacket[^?]*\?>/g, ""));
    expect(packet.getElementsByTagName("dc:identifier")[0]?.textContent).toBe(HOSTILE_NAME);
    const keywords = [...(packet.getElementsByTagName("rdf:Bag")[0]?.childNodes ?? [])].map(
      (li) => li.textContent,
    );
    expect(keywords).toEqual([HOSTILE_NAME, HOSTILE_NAME, "FW26"]);
    expect(xmp).not.toContain("<Noir>");
  });

  it("leaves out facts the directory does not know", () => {
    const bare = photoXmp({ item: "24373-001", color: "", season: "", year: 2026 });
    expect(bare).toContain("<dc:subject><rdf:Bag><rdf:li>24373-001</rdf:li></rdf:Bag></dc:subject>");
  });

  it("dates the notice by the photo's year", () => {
    expect(copyrightNotice(2019).en).toBe("© 2019 Trafalgar Brands. All rights reserved.");
  });
});
