import { describe, expect, it } from "vitest";
import { SECTION_ROLES } from "./page-copy";
import { copyFormValues, copyFromForm, copySections } from "./page-copy.server";
import { STUDIO_PAGES } from "./studio-pages";

describe("the studio's pages", () => {
  it.each(STUDIO_PAGES)(
    "%s: the site's own words fit every limit, so the page can be published as it is",
    (page) => {
      const values = copyFormValues(page, { copy: { en: {}, fr: {} }, sameInBothLanguages: [] });
      expect(Object.keys(values).length).toBeGreaterThan(0);
      expect(copyFromForm(page, new URLSearchParams(values)).problems).toBeUndefined();
    },
  );

  it.each(STUDIO_PAGES)("%s: each section is named by its role, whatever its text says", (page) => {
    // A translator that gives back each key: the names are the role names' keys.
    const legends = copySections(page, (key: string) => key).map((section) => section.legend);
    const roleNames = new Set(SECTION_ROLES.map((role) => `studio.pages.sections.${role}`));
    expect(legends[0]).toBe("studio.pages.page");
    for (const legend of legends.slice(1)) expect(roleNames, legend).toContain(legend);
    expect(new Set(legends).size).toBe(legends.length);
  });
});
