/**
 * The company as the site names it. A real name, address or domain is one edit here.
 * Addresses use the reserved `.example` domain; real recipients come from configuration.
 */
export const SITE = {
  name: "Trafalgar Brands",
  shortName: "Trafalgar",
  /** `{product}` in the spec's session key `{product}_tools_auth`. */
  product: "trafalgar",
  foundingYear: 1972,
  emailDomain: "trafalgarbrands.example",
  address: {
    street: "2400 Trafalgar Road",
    locality: "Oakville",
    region: "Ontario",
    regionCode: "ON",
    postalCode: "L6H 0A1",
    country: "Canada",
    countryCode: "CA",
  },
  phone: "+1-905-555-0172",
  /** When the head office answers, as each language writes it. */
  hours: {
    en: "Monday to Friday, 8:30 a.m. to 5 p.m. (Eastern Time)",
    fr: "Du lundi au vendredi, de 8 h 30 à 17 h (heure de l’Est)",
  },
  contactAddresses: {
    general: "info@trafalgarbrands.example",
    sales: "sales@trafalgarbrands.example",
    dropshipping: "dropship@trafalgarbrands.example",
    ecommerce: "ecommerce@trafalgarbrands.example",
  },
  /** Times shown to staff and in lead e-mails: the head office's clock (Eastern time). */
  timeZone: "America/Toronto",
  /**
   * Quebec's Law 25 asks for the title and contact of the person in charge of protecting personal
   * information; PRIVACY_OFFICER_NAME and PRIVACY_OFFICER_EMAIL override the name (none by default) and address.
   */
  privacyOfficer: {
    title: {
      en: "Privacy Officer",
      fr: "Responsable de la protection des renseignements personnels",
    },
    email: "privacy@trafalgarbrands.example",
  },
  /** Where accessibility feedback and requests for other formats go (Ontario's AODA). */
  accessibilityEmail: "accessibility@trafalgarbrands.example",
  facilitySquareFeet: 150_000,
  replenishmentTurnaroundHours: 8,
  brandBlue: "#243f89",
} as const;
