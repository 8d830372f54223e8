import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Kenneth Cole New York",
  slug: "kenneth-cole-new-york",
  website: "https://www.kennethcole.com",
  ...brandImages("kenneth-cole-new-york"),
};

export const kennethColeNewYork: BrandContent = {
  id: "kenneth-cole-new-york",
  look: {
    motif: "chelsea",
    accent: "#7d8794",
    wordmark: { family: "sans", weight: 700, case: "upper", tracking: 0.12, subline: "NEW YORK" },
  },
  en: {
    ...shared,
    description:
      "City footwear with a New York point of view: sleek dress shoes, modern boots and elevated sneakers for men and women. We represent Kenneth Cole New York with fashion, menswear and department store retailers in Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Designed for the city",
    section1Paragraphs: [
      "Kenneth Cole New York shoes are made for people who walk to work: streamlined dress shoes, refined Chelsea and lace-up boots, and leather sneakers with a tailored finish.",
      "Rich leathers and suedes in black, brown and seasonal tones make the collection easy to sell alongside suits, denim and everything in between.",
    ],
    section2Heading: "From our warehouse to your floor",
    section2Paragraphs: [
      "We keep Kenneth Cole New York in our 150,000 sq. ft. facility in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours.",
      "Our menswear brand manager plans each season with you and supplies images and copy for your online store.",
    ],
    contact: {
      heading: "Carry Kenneth Cole New York",
      description:
        "Tell us about your store and our brand manager will be in touch with the current Kenneth Cole New York collection.",
      email: BRAND_MANAGERS.menswear,
      submitText: "Contact the Kenneth Cole team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures urbaines au regard new-yorkais : souliers habillés élancés, bottes modernes et chaussures sport raffinées pour hommes et femmes. Nous représentons Kenneth Cole New York auprès des détaillants de mode, de vêtements pour hommes et des grands magasins au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Conçues pour la ville",
    section1Paragraphs: [
      "Les chaussures Kenneth Cole New York sont faites pour ceux et celles qui se rendent au travail à pied : souliers habillés épurés, bottes Chelsea et bottes lacées raffinées, et chaussures sport en cuir au fini soigné.",
      "Des cuirs et des suèdes riches, en noir, en brun et en tons de saison, rendent la collection facile à vendre avec toutes les tenues, du complet au denim.",
    ],
    section2Heading: "De notre entrepôt à vos rayons",
    section2Paragraphs: [
      "Nous gardons Kenneth Cole New York dans nos installations de 150 000 pi² à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Notre gestionnaire des marques pour hommes planifie chaque saison avec vous et vous fournit images et textes pour votre boutique en ligne.",
    ],
    contact: {
      heading: "Offrez Kenneth Cole New York",
      description:
        "Parlez-nous de votre magasin, et notre gestionnaire de marque communiquera avec vous pour vous présenter la collection Kenneth Cole New York actuelle.",
      email: BRAND_MANAGERS.menswear,
      submitText: "Écrire à l’équipe Kenneth Cole",
    },
  },
};
