import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Calvin Klein",
  slug: "calvin-klein",
  website: "https://www.calvinklein.ca",
  ...brandImages("calvin-klein"),
};

export const calvinKlein: BrandContent = {
  id: "calvin-klein",
  look: {
    motif: "sneaker",
    accent: "#9aa3b5",
    wordmark: { family: "sans", weight: 500, case: "upper", tracking: 0.3 },
  },
  en: {
    ...shared,
    description:
      "Clean, modern footwear for women and men: minimalist sneakers, sleek boots and refined dress shoes with the label’s pared-back look. We supply Calvin Klein footwear to fashion and department store retailers in Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Minimal lines, modern wardrobe",
    section1Paragraphs: [
      "Calvin Klein footwear keeps to a restrained palette of black, white and neutrals, with smooth leathers, tonal details and simple silhouettes that work with everything.",
      "The assortment covers casual sneakers, ankle boots, loafers and dress shoes, so retailers can offer a complete look from one recognised name.",
    ],
    section2Heading: "Fashion timing, Canadian logistics",
    section2Paragraphs: [
      "We plan Calvin Klein deliveries around each retailer’s floor sets and hold stock in Oakville, Ontario, to replenish best sellers quickly.",
      "Our team supports your buyers with line reviews, marketing assets and product photography for e-commerce.",
    ],
    contact: {
      heading: "Add Calvin Klein to your assortment",
      description:
        "Tell us about your stores or online shop and our brand manager will contact you about the current Calvin Klein footwear collection.",
      email: BRAND_MANAGERS.fashion,
      submitText: "Contact the Calvin Klein team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures épurées et modernes pour femmes et hommes : chaussures sport minimalistes, bottes élancées et souliers habillés raffinés, dans le style dépouillé de la griffe. Nous fournissons les chaussures Calvin Klein aux détaillants de mode et aux grands magasins au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Lignes sobres, garde-robe moderne",
    section1Paragraphs: [
      "Les chaussures Calvin Klein s’en tiennent à une palette sobre de noir, de blanc et de neutres, avec des cuirs lisses, des détails ton sur ton et des silhouettes simples qui s’agencent à tout.",
      "L’assortiment comprend chaussures sport décontractées, bottillons, mocassins et souliers habillés : les détaillants peuvent offrir un look complet sous un seul nom reconnu.",
    ],
    section2Heading: "Le rythme de la mode, la logistique canadienne",
    section2Paragraphs: [
      "Nous planifions les livraisons Calvin Klein selon les mises en place de chaque détaillant et gardons des stocks à Oakville, en Ontario, pour réapprovisionner rapidement les produits les plus vendus.",
      "Notre équipe soutient vos acheteurs avec des présentations de collection, du matériel de marketing et des photos de produits pour le commerce en ligne.",
    ],
    contact: {
      heading: "Ajoutez Calvin Klein à votre assortiment",
      description:
        "Parlez-nous de vos magasins ou de votre boutique en ligne, et notre gestionnaire de marque vous présentera la collection actuelle de chaussures Calvin Klein.",
      email: BRAND_MANAGERS.fashion,
      submitText: "Écrire à l’équipe Calvin Klein",
    },
  },
};
