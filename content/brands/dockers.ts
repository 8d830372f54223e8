import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Dockers",
  slug: "dockers",
  website: "https://www.dockers.com",
  ...brandImages("dockers"),
};

export const dockers: BrandContent = {
  id: "dockers",
  look: {
    motif: "oxford",
    accent: "#c69c6d",
    wordmark: { family: "condensed", weight: 700, case: "upper", tracking: 0.08 },
  },
  en: {
    ...shared,
    description:
      "Men’s casual and dress shoes with the easy versatility of the khaki: oxfords, loafers, boat shoes and boots that go from office to weekend. We distribute Dockers footwear to Canadian menswear, family footwear and department stores.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Smart casual, all week long",
    section1Paragraphs: [
      "Dockers shoes pair classic shapes with comfort features such as cushioned insoles and flexible, lightweight soles, so they feel as good on a Friday as on a Monday.",
      "Dress oxfords and loafers sit alongside casual lace-ups, boat shoes and boots, giving menswear buyers a dependable range at approachable prices.",
    ],
    section2Heading: "Core styles, always in stock",
    section2Paragraphs: [
      "Many Dockers styles sell year after year, so we carry deep stock of core colours and sizes in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours.",
      "For larger accounts we can also ship directly to your customers through our dropship program.",
    ],
    contact: {
      heading: "Carry Dockers footwear",
      description:
        "Tell us about your store and our Dockers brand manager will follow up with the collection, pricing and reorder program.",
      email: BRAND_MANAGERS.menswear,
      submitText: "Contact the Dockers team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures habillées et décontractées pour hommes, aussi polyvalentes que le pantalon kaki : richelieus, mocassins, chaussures bateau et bottes qui passent du bureau à la fin de semaine. Nous distribuons les chaussures Dockers aux magasins de vêtements pour hommes, aux magasins de chaussures familiaux et aux grands magasins canadiens.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Chic décontracté, toute la semaine",
    section1Paragraphs: [
      "Les chaussures Dockers allient formes classiques et confort, avec des semelles intérieures coussinées et des semelles légères et souples : on s’y sent aussi bien le vendredi que le lundi.",
      "Richelieus et mocassins habillés côtoient chaussures lacées décontractées, chaussures bateau et bottes, ce qui offre aux acheteurs une gamme fiable à prix accessible.",
    ],
    section2Heading: "Les modèles essentiels, toujours en stock",
    section2Paragraphs: [
      "Bien des modèles Dockers se vendent d’année en année : nous gardons un stock important des couleurs et des pointures essentielles à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Pour les comptes plus importants, nous pouvons aussi expédier directement à vos clients grâce à notre programme de livraison directe.",
    ],
    contact: {
      heading: "Offrez les chaussures Dockers",
      description:
        "Parlez-nous de votre magasin, et notre gestionnaire de la marque Dockers vous fera parvenir la collection, les prix et le programme de réassort.",
      email: BRAND_MANAGERS.menswear,
      submitText: "Écrire à l’équipe Dockers",
    },
  },
};
