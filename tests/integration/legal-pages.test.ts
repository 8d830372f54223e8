import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SiteServer, startSiteServer } from "../support/site-server";

describe("legal pages state what the server is configured to do", () => {
  let site: SiteServer;
  beforeAll(async () => {
    site = await startSiteServer({
      CONTACT_RETENTION_DAYS: "45",
      CONTACT_FAILED_RETENTION_DAYS: "120",
      PRIVACY_OFFICER_NAME: "Marie Roy",
      PRIVACY_OFFICER_EMAIL: "vie.privee@trafalgarbrands.example",
    });
  });
  afterAll(() => site?.stop());

  const page = async (path: string) => {
    const response = await fetch(`${site.origin}${path}`);
    expect(response.status, path).toBe(200);
    return (await response.text()).replaceAll("&#x27;", "'");
  };

  it("the privacy policy gives the retention periods and the person in charge, in English and French", async () => {
    const en = await page("/privacy?lng=en");
    expect(en).toContain("deleted from the website's database 45 days after it was delivered");
    expect(en).toContain("kept for 120 days after its last delivery attempt");
    expect(en).toContain("Marie Roy, Privacy Officer");
    expect(en).toContain('href="mailto:vie.privee@trafalgarbrands.example"');
    expect(en).toContain("our own server checks the answer");
    const fr = await page("/privacy?lng=fr");
    // French keeps a number and its unit together (decision 170).
    expect(fr).toContain("supprimé de la base de données du site 45\u00a0jours après sa livraison");
    expect(fr).toContain("Marie Roy, Responsable de la protection des renseignements personnels");
  });

  it("every public page links to the three legal pages, and the contact forms to the policy", async () => {
    for (const path of ["/", "/contact", "/brands/dockers", "/terms?lng=fr"]) {
      const html = await page(path);
      for (const legal of ["/privacy", "/accessibility", "/terms"]) {
        expect(html, `${path} → ${legal}`).toContain(`href="${legal}"`);
      }
    }
    expect(await page("/contact")).toContain('href="/privacy#contact-forms"');
  });
});
