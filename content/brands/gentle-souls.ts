import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Gentle Souls",
  slug: "gentle-souls",
  website: "https://www.gentlesouls.com",
  ...brandImages("gentle-souls"),
};

export const gentleSouls: BrandContent = {
  id: "gentle-souls",
  look: {
    motif: "flat",
    accent: "#c98b8b",
    wordmark: { family: "serif", weight: 400, case: "as-is", tracking: 0.03, italic: true },
  },
  en: {
    ...shared,
    description:
      "Soft leather shoes that look polished and feel like slippers: flats, sandals, block heels and boots with cushioned comfort built in. We bring Gentle Souls to women’s fashion and comfort retailers across Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Where comfort meets style",
    section1Paragraphs: [
      "Gentle Souls designs start with supple leathers and padded footbeds, then add the details that make a shoe feel current: clean lines, modern heels and thoughtful colour.",
      "Women come back to the brand for pieces they can wear all day at work, on their feet in the city or at a dinner that runs late.",
    ],
    section2Heading: "Support from our Oakville team",
    section2Paragraphs: [
      "We stock Gentle Souls in our 150,000 sq. ft. facility in Oakville, Ontario, and turn replenishment orders around within a guaranteed 8 hours.",
      "Our brand manager shares what is selling across the country and helps you time your orders for each season.",
    ],
    contact: {
      heading: "Offer Gentle Souls in your store",
      description:
        "Let us know about your store and our Gentle Souls brand manager will reply with the collection and terms for new accounts.",
      email: BRAND_MANAGERS.comfort,
      submitText: "Contact the Gentle Souls team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures en cuir souple à l’allure soignée, aussi confortables que des pantoufles : ballerines, sandales, talons carrés et bottes au confort coussiné intégré. Nous offrons Gentle Souls aux détaillants de mode et de chaussures confort pour femmes partout au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Le confort allié au style",
    section1Paragraphs: [
      "Les modèles Gentle Souls partent de cuirs souples et de semelles rembourrées, puis ajoutent les détails qui font une chaussure actuelle : lignes nettes, talons modernes et couleurs bien choisies.",
      "Les femmes reviennent à la marque pour des chaussures qu’elles peuvent porter toute la journée au travail, à arpenter la ville ou à un souper qui s’étire.",
    ],
    section2Heading: "Le soutien de notre équipe d’Oakville",
    section2Paragraphs: [
      "Nous gardons Gentle Souls en stock dans nos installations de 150 000 pi² à Oakville, en Ontario, et traitons les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Notre gestionnaire de marque vous fait part de ce qui se vend partout au pays et vous aide à planifier vos commandes pour chaque saison.",
    ],
    contact: {
      heading: "Offrez Gentle Souls dans votre magasin",
      description:
        "Présentez-nous votre magasin, et notre gestionnaire de la marque Gentle Souls vous présentera la collection et les conditions offertes aux nouveaux comptes.",
      email: BRAND_MANAGERS.comfort,
      submitText: "Écrire à l’équipe Gentle Souls",
    },
  },
};
