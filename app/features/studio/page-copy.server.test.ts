import { describe, expect, it } from "vitest";
import { copyFormValues, copyFromForm } from "./page-copy.server";
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
});
