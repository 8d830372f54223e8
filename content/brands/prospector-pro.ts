import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

// The brand writes its slug capitalised; the route id stays lower-case and /brands/Prospector-Pro redirects.
const shared = {
  name: "Prospector Pro",
  slug: "Prospector-Pro",
  website: "https://www.prospectorpro.com",
  ...brandImages("prospector-pro"),
};

export const prospectorPro: BrandContent = {
  id: "prospector-pro",
  look: {
    motif: "safetyBoot",
    accent: "#e0a526",
    wordmark: { family: "condensed", weight: 800, case: "upper", tracking: 0.1 },
  },
  en: {
    ...shared,
    description:
      "Rugged work footwear for mines, construction sites, warehouses and the trades: protective boots with tough leathers and slip-resistant soles. We distribute Prospector Pro to workwear and safety retailers across Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Protection from the ground up",
    section1Paragraphs: [
      "Prospector Pro boots are made for demanding work: protective toe caps, puncture-resistant options and deep-lugged outsoles that grip on wet and uneven ground.",
      "Tall and ankle heights, insulated winter models and a range of widths help workers find a boot they can wear from the first shift to the last.",
    ],
    section2Heading: "Ready for safety programs",
    section2Paragraphs: [
      "We stock Prospector Pro across sizes and widths in Oakville, Ontario, so workwear retailers and employer programs get replenishment orders within a guaranteed 8 hours.",
      "Our boot specialist can help set up boot programs for crews, including direct shipping to job sites or individual workers.",
    ],
    contact: {
      heading: "Outfit your crews with Prospector Pro",
      description:
        "Retailers and safety managers: tell us about your needs and our boot specialist will send the Prospector Pro range and program details.",
      email: BRAND_MANAGERS.boots,
      submitText: "Contact the Prospector Pro team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures de travail robustes pour les mines, les chantiers, les entrepôts et les métiers : des bottes de protection aux cuirs résistants et aux semelles antidérapantes. Nous distribuons Prospector Pro aux détaillants de vêtements de travail et d’équipement de sécurité partout au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Une protection de la semelle jusqu’en haut",
    section1Paragraphs: [
      "Les bottes Prospector Pro sont faites pour le travail exigeant : embouts protecteurs, options résistantes à la perforation et semelles à crampons profonds qui adhèrent aux sols mouillés et inégaux.",
      "Modèles hauts ou à la cheville, modèles d’hiver isolés et choix de largeurs aident chaque travailleur à trouver une botte qu’il pourra porter du premier au dernier quart.",
    ],
    section2Heading: "Prêtes pour les programmes de sécurité",
    section2Paragraphs: [
      "Nous gardons Prospector Pro en stock dans toutes les pointures et largeurs à Oakville, en Ontario : les détaillants et les programmes d’employeurs reçoivent leurs commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Notre spécialiste des bottes peut vous aider à mettre sur pied un programme de bottes pour vos équipes, avec livraison directe au chantier ou à chaque travailleur.",
    ],
    contact: {
      heading: "Équipez vos équipes avec Prospector Pro",
      description:
        "Détaillants et responsables de la sécurité : parlez-nous de vos besoins, et notre spécialiste des bottes vous enverra la gamme Prospector Pro et les détails du programme.",
      email: BRAND_MANAGERS.boots,
      submitText: "Écrire à l’équipe Prospector Pro",
    },
  },
};
