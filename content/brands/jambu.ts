import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Jambu",
  slug: "jambu",
  website: "https://www.jambu.com",
  ...brandImages("jambu"),
};

export const jambu: BrandContent = {
  id: "jambu",
  look: {
    motif: "trailSandal",
    accent: "#5d8a6b",
    wordmark: { family: "rounded", weight: 700, case: "upper", tracking: 0.14 },
  },
  en: {
    ...shared,
    description:
      "Outdoor-inspired casual footwear for women who walk everywhere: lightweight boots, sneakers and sandals with grippy soles and cushioned footbeds. We distribute Jambu to Canadian footwear, outdoor and lifestyle retailers.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Ready for trail and town",
    section1Paragraphs: [
      "Jambu shoes borrow traction and durability from the outdoors and pair them with a feminine, easy-to-wear look, so one pair handles a park path and a downtown errand.",
      "Water-friendly and vegan-friendly materials appear across the range, alongside leathers and suedes for the cooler months.",
    ],
    section2Heading: "Built into your seasonal plan",
    section2Paragraphs: [
      "We hold Jambu stock in Oakville, Ontario, for spring, summer and fall deliveries, and replenish best sellers within a guaranteed 8 hours.",
      "Our outdoor brand manager works with your buyers on assortments for your region, from the West Coast to the Maritimes.",
    ],
    contact: {
      heading: "Bring Jambu to your store",
      description:
        "Tell us about your business and our outdoor brand manager will share the Jambu collection and delivery windows.",
      email: BRAND_MANAGERS.outdoor,
      submitText: "Contact the Jambu team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures décontractées inspirées du plein air pour les femmes qui marchent partout : bottes légères, chaussures sport et sandales à semelle adhérente et à semelle intérieure coussinée. Nous distribuons Jambu aux détaillants de chaussures, d’articles de plein air et de mode au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Prêtes pour le sentier comme pour la ville",
    section1Paragraphs: [
      "Les chaussures Jambu empruntent au plein air leur adhérence et leur robustesse, avec un style féminin facile à porter : une seule paire suffit pour le sentier du parc et les courses au centre-ville.",
      "Des matériaux qui ne craignent pas l’eau et des options véganes se retrouvent dans toute la gamme, aux côtés de cuirs et de suèdes pour les mois plus frais.",
    ],
    section2Heading: "Intégrée à votre planification saisonnière",
    section2Paragraphs: [
      "Nous gardons les stocks Jambu à Oakville, en Ontario, pour les livraisons du printemps, de l’été et de l’automne, et réapprovisionnons les produits les plus vendus dans un délai garanti de 8 heures.",
      "Notre gestionnaire des marques de plein air élabore avec vos acheteurs un assortiment adapté à votre région, de la côte Ouest aux Maritimes.",
    ],
    contact: {
      heading: "Offrez Jambu dans votre magasin",
      description:
        "Parlez-nous de votre entreprise, et notre gestionnaire des marques de plein air vous présentera la collection Jambu et les périodes de livraison.",
      email: BRAND_MANAGERS.outdoor,
      submitText: "Écrire à l’équipe Jambu",
    },
  },
};
