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
  contactAddresses: {
    general: "info@trafalgarbrands.example",
    sales: "sales@trafalgarbrands.example",
    dropshipping: "dropship@trafalgarbrands.example",
    ecommerce: "ecommerce@trafalgarbrands.example",
  },
  facilitySquareFeet: 150_000,
  replenishmentTurnaroundHours: 8,
  brandBlue: "#243f89",
} as const;
