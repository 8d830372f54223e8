/** The company facts' controls, named by their place in the document (decision 228). */
export const FACT_CONTROLS = {
  street: "address.street",
  locality: "address.locality",
  province: "address.province",
  postalCode: "address.postalCode",
  phone: "phone",
  /** The hours are a text in both languages, edited side by side as the studio's texts are. */
  hoursEn: "en.hours",
  hoursFr: "fr.hours",
  generalEmail: "emails.general",
  accessibilityEmail: "emails.accessibility",
} as const;
