import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

// The route id is `santana`; the brand's own content slug is `santana-canada`.
const shared = {
  name: "Santana Canada",
  slug: "santana-canada",
  website: "https://www.santanacanada.com",
  ...brandImages("santana"),
};

export const santana: BrandContent = {
  id: "santana",
  look: {
    motif: "winterBoot",
    accent: "#c8553d",
    wordmark: { family: "sans", weight: 800, case: "upper", tracking: 0.1, subline: "CANADA" },
  },
  en: {
    ...shared,
    description:
      "A Canadian footwear brand built around our winters: warm, waterproof boots and weather-ready shoes for women and men. We help Santana Canada reach shoe stores and department stores from coast to coast.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Designed for Canadian winters",
    section1Paragraphs: [
      "Santana Canada designs for slush, salt and cold: insulated linings, waterproof construction and outsoles that hold on icy sidewalks.",
      "Alongside winter boots, the collection offers rain boots and fall booties, so the brand earns shelf space well before the first snowfall.",
    ],
    section2Heading: "Winter stock when the cold arrives",
    section2Paragraphs: [
      "Winter sales depend on the weather, so we hold Santana Canada stock in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours when a storm brings shoppers in.",
      "Our boot specialist helps you plan pre-season orders and in-season reorders across sizes and colours.",
    ],
    contact: {
      heading: "Carry Santana Canada",
      description:
        "Tell us about your store and our boot specialist will reply with the Santana Canada collection and pre-season program.",
      email: BRAND_MANAGERS.boots,
      submitText: "Contact the Santana Canada team",
    },
  },
  fr: {
    ...shared,
    description:
      "Une marque de chaussures canadienne pensée pour nos hivers : des bottes chaudes et imperméables et des chaussures pour tous les temps, pour femmes et hommes. Nous aidons Santana Canada à se tailler une place dans les magasins de chaussures et les grands magasins d’un océan à l’autre.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Conçues pour les hivers canadiens",
    section1Paragraphs: [
      "Santana Canada conçoit pour la sloche, le sel et le froid : doublures isolées, construction imperméable et semelles qui tiennent sur les trottoirs glacés.",
      "En plus des bottes d’hiver, la collection propose des bottes de pluie et des bottillons d’automne : la marque mérite sa place sur les tablettes bien avant la première neige.",
    ],
    section2Heading: "Des stocks d’hiver quand le froid arrive",
    section2Paragraphs: [
      "Les ventes d’hiver suivent la météo : nous gardons les stocks Santana Canada à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures quand une tempête attire la clientèle.",
      "Notre spécialiste des bottes vous aide à planifier les commandes de présaison et les réassorts en saison, pour toutes les pointures et couleurs.",
    ],
    contact: {
      heading: "Offrez Santana Canada",
      description:
        "Parlez-nous de votre magasin, et notre spécialiste des bottes vous présentera la collection Santana Canada et le programme de présaison.",
      email: BRAND_MANAGERS.boots,
      submitText: "Écrire à l’équipe Santana Canada",
    },
  },
};
