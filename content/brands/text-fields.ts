import type { BrandTextField } from "./fields.ts";
import type { BrandLanguageContent } from "./schema.ts";

/** A text of a language's content as one string: paragraphs joined by an empty line, as the studio edits them. */
export function brandText(content: BrandLanguageContent, field: BrandTextField): string {
  switch (field) {
    case "contact.heading":
      return content.contact.heading;
    case "contact.description":
      return content.contact.description;
    case "contact.submitText":
      return content.contact.submitText;
    case "section1Paragraphs":
    case "section2Paragraphs":
      return content[field].join("\n\n");
    default:
      return content[field];
  }
}
