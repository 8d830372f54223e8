/** Wording every brand page shares, per language. */
export const BUTTON_TEXT = { en: "VISIT THEIR WEBSITE", fr: "VISITER LEUR SITE WEB" } as const;

/** Brand-manager mailboxes at the company (one manager looks after several brands). */
const domain = "trafalgarbrands.example";
export const BRAND_MANAGERS = {
  luxury: `luxury.brands@${domain}`,
  comfort: `comfort.brands@${domain}`,
  outdoor: `outdoor.brands@${domain}`,
  kids: `kids.brands@${domain}`,
  menswear: `mens.brands@${domain}`,
  fashion: `fashion.brands@${domain}`,
  boots: `boot.brands@${domain}`,
  piping: `piping@${domain}`,
  joybeesCustomerService: `joybees.care@${domain}`,
} as const;

/** The images every brand has, named by convention under `brands/{id}/`. */
export function brandImages(id: string) {
  return {
    logo: `brands/${id}/logo`,
    homeLogo: `brands/${id}/home-logo`,
    heroImage: `brands/${id}/hero`,
    section1Image: `brands/${id}/collection`,
    section2Image: `brands/${id}/in-canada`,
    contactImage: `brands/${id}/contact`,
  };
}
