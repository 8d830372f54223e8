import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Badgley Mischka",
  slug: "badgley-mischka",
  website: "https://www.badgleymischka.com",
  ...brandImages("badgley-mischka"),
};

export const badgleyMischka: BrandContent = {
  id: "badgley-mischka",
  look: {
    motif: "pump",
    accent: "#d8b4a0",
    wordmark: { family: "serif", weight: 400, case: "upper", tracking: 0.16 },
  },
  en: {
    ...shared,
    description:
      "Evening and bridal shoes with couture detailing: satin pumps, crystal-embellished sandals and glittering heels for the moments that call for them. We bring Badgley Mischka footwear to bridal salons and fashion retailers in Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Made for the occasion",
    section1Paragraphs: [
      "Badgley Mischka shoes carry the label’s red-carpet sensibility: satin and metallic finishes, delicate straps, and crystal and pearl embellishment on heels of every height.",
      "Bridal collections in ivory and soft neutrals sit beside jewel tones and classic black for galas, proms and formal events throughout the year.",
    ],
    section2Heading: "Ready when the wedding date is set",
    section2Paragraphs: [
      "Special-occasion sales cannot wait, so we stock Badgley Mischka in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours.",
      "Our brand manager helps bridal and fashion retailers build an assortment for their season and supplies product images for in-store and online selling.",
    ],
    contact: {
      heading: "Offer Badgley Mischka to your clients",
      description:
        "Bridal salons and fashion boutiques: send us a note and our Badgley Mischka brand manager will share the current collection and ordering details.",
      email: BRAND_MANAGERS.luxury,
      submitText: "Contact the Badgley Mischka team",
    },
  },
  fr: {
    ...shared,
    description:
      "Des chaussures de soirée et de mariée aux finitions de haute couture : escarpins de satin, sandales ornées de cristaux et talons scintillants pour les grandes occasions. Nous offrons les chaussures Badgley Mischka aux boutiques de mariage et aux détaillants de mode au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Conçues pour l’occasion",
    section1Paragraphs: [
      "Les chaussures Badgley Mischka portent l’esprit tapis rouge de la maison : satin et finis métallisés, brides délicates, cristaux et perles sur des talons de toutes les hauteurs.",
      "Les collections nuptiales en ivoire et en tons neutres côtoient les tons joyaux et le noir classique pour les galas, les bals de finissants et les soirées habillées tout au long de l’année.",
    ],
    section2Heading: "Prêtes dès que la date du mariage est fixée",
    section2Paragraphs: [
      "Les ventes pour les grandes occasions n’attendent pas : nous gardons Badgley Mischka en stock à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Notre gestionnaire de marque aide les boutiques de mariage et de mode à constituer leur assortiment de saison et leur fournit des images de produits pour la vente en magasin et en ligne.",
    ],
    contact: {
      heading: "Proposez Badgley Mischka à votre clientèle",
      description:
        "Boutiques de mariage et de mode : écrivez-nous, et notre gestionnaire de la marque Badgley Mischka vous présentera la collection actuelle et les modalités de commande.",
      email: BRAND_MANAGERS.luxury,
      submitText: "Écrire à l’équipe Badgley Mischka",
    },
  },
};
