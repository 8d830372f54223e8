import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Kenneth Cole Reaction",
  slug: "kenneth-cole-reaction",
  website: "https://www.kennethcole.com",
  ...brandImages("kenneth-cole-reaction"),
};

export const kennethColeReaction: BrandContent = {
  id: "kenneth-cole-reaction",
  look: {
    motif: "loafer",
    accent: "#5b78b8",
    wordmark: { family: "sans", weight: 800, case: "upper", tracking: 0.08, subline: "REACTION" },
  },
  en: {
    ...shared,
    description:
      "Contemporary footwear with an easygoing attitude: comfortable dress shoes, casual sneakers and boots at accessible prices for men and women. We distribute Kenneth Cole Reaction to Canadian department stores, footwear chains and online retailers.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Modern style, everyday comfort",
    section1Paragraphs: [
      "Kenneth Cole Reaction takes city style and makes it relaxed: lightweight soles, flexible construction and cushioned insoles in shoes that still look sharp.",
      "The range spans work-ready oxfords and loafers, weekend sneakers and seasonal boots, giving shoppers good value without a compromise on looks.",
    ],
    section2Heading: "Sell it in store or online",
    section2Paragraphs: [
      "We replenish Kenneth Cole Reaction from Oakville, Ontario, within a guaranteed 8 hours, and can ship e-commerce orders straight to your customers through our dropship program.",
      "Product photos, descriptions and sizing information are ready for your website when new styles arrive.",
    ],
    contact: {
      heading: "Add Kenneth Cole Reaction",
      description:
        "Send us a few details about your business and our brand manager will reply with the Reaction collection and terms.",
      email: BRAND_MANAGERS.menswear,
      submitText: "Contact the Reaction team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures contemporaines à l’attitude décontractée : souliers habillés confortables, chaussures sport et bottes à prix accessible pour hommes et femmes. Nous distribuons Kenneth Cole Reaction aux grands magasins, aux chaînes de chaussures et aux détaillants en ligne du Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Un style moderne, un confort de tous les jours",
    section1Paragraphs: [
      "Kenneth Cole Reaction rend le style urbain plus décontracté : semelles légères, construction souple et semelles intérieures coussinées dans des chaussures qui gardent une allure soignée.",
      "La gamme comprend richelieus et mocassins pour le bureau, chaussures sport pour la fin de semaine et bottes de saison : un bon rapport qualité-prix sans sacrifier le style.",
    ],
    section2Heading: "Vendez-la en magasin ou en ligne",
    section2Paragraphs: [
      "Nous réapprovisionnons Kenneth Cole Reaction depuis Oakville, en Ontario, dans un délai garanti de 8 heures, et pouvons expédier les commandes en ligne directement à vos clients grâce à notre programme de livraison directe.",
      "Photos de produits, descriptions et guides de pointures sont prêts pour votre site web dès l’arrivée des nouveaux modèles.",
    ],
    contact: {
      heading: "Ajoutez Kenneth Cole Reaction",
      description:
        "Envoyez-nous quelques détails sur votre entreprise, et notre gestionnaire de marque vous présentera la collection Reaction et ses conditions.",
      email: BRAND_MANAGERS.menswear,
      submitText: "Écrire à l’équipe Reaction",
    },
  },
};
