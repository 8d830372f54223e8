import { SITE } from "../site.ts";
import type { CompanyFacts } from "./facts.ts";

/** The facts the site starts with. */
export const SEED_FACTS: CompanyFacts = {
  address: {
    street: SITE.address.street,
    locality: SITE.address.locality,
    province: SITE.address.regionCode,
    postalCode: SITE.address.postalCode,
  },
  phone: SITE.phone,
  hours: SITE.hours,
  emails: { general: SITE.contactAddresses.general, accessibility: SITE.accessibilityEmail },
};
