import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

// Joybees has no website of its own to send visitors to, and its contact is our customer-service desk.
const shared = {
  name: "Joybees",
  slug: "joybees",
  ...brandImages("joybees"),
};

export const joybees: BrandContent = {
  id: "joybees",
  look: {
    motif: "clog",
    accent: "#f29e4c",
    wordmark: { family: "rounded", weight: 800, case: "lower", tracking: 0.04 },
  },
  en: {
    ...shared,
    description:
      "Light, cushioned clogs and casual shoes that are easy to slip on, easy to clean and comfortable from the garden to the hospital floor. We distribute Joybees in Canada and look after its customers here.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Comfort you can hose off",
    section1Paragraphs: [
      "Joybees clogs are moulded in one piece from a soft, lightweight material, with a roomy toe box and a cushioned footbed that people on their feet all day appreciate.",
      "They rinse clean in seconds, which makes them a favourite for gardening, beach days, healthcare and kitchen work.",
    ],
    section2Heading: "Customer care in Canada",
    section2Paragraphs: [
      "Our customer-service team answers questions about Joybees sizing, orders and returns for shoppers and retailers in Canada, in English and French.",
      "Retailers get the same fast service as every brand we carry: stock in Oakville, Ontario, and replenishment orders shipped within a guaranteed 8 hours.",
    ],
    contact: {
      heading: "Questions about Joybees?",
      description:
        "Whether you are a shopper or a retailer, write to our Joybees customer-service team and we will get back to you within one business day.",
      email: BRAND_MANAGERS.joybeesCustomerService,
      submitText: "Contact Joybees customer service",
    },
  },
  fr: {
    ...shared,
    description:
      "Des sabots et des chaussures décontractées légers et coussinés, faciles à enfiler, faciles à nettoyer et confortables du jardin jusqu’aux corridors de l’hôpital. Nous distribuons Joybees au Canada et prenons soin de sa clientèle d’ici.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Un confort qui se rince au boyau",
    section1Paragraphs: [
      "Les sabots Joybees sont moulés d’une seule pièce dans un matériau souple et léger, avec un bout spacieux et une semelle intérieure coussinée qu’apprécient les gens debout toute la journée.",
      "Ils se rincent en quelques secondes, ce qui en fait des incontournables pour le jardinage, la plage, les soins de santé et le travail en cuisine.",
    ],
    section2Heading: "Service à la clientèle au Canada",
    section2Paragraphs: [
      "Notre équipe du service à la clientèle répond aux questions sur les pointures, les commandes et les retours Joybees des consommateurs et des détaillants au Canada, en français et en anglais.",
      "Les détaillants profitent du même service rapide que pour toutes nos marques : des stocks à Oakville, en Ontario, et des commandes de réapprovisionnement expédiées dans un délai garanti de 8 heures.",
    ],
    contact: {
      heading: "Des questions sur Joybees?",
      description:
        "Que vous soyez consommateur ou détaillant, écrivez à notre service à la clientèle Joybees : nous vous répondrons en un jour ouvrable.",
      email: BRAND_MANAGERS.joybeesCustomerService,
      submitText: "Écrire au service à la clientèle Joybees",
    },
  },
};
