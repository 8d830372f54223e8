import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Jewel Badgley Mischka",
  slug: "jewel-badgley-mischka",
  website: "https://www.badgleymischka.com",
  ...brandImages("jewel-badgley-mischka"),
};

export const jewelBadgleyMischka: BrandContent = {
  id: "jewel-badgley-mischka",
  look: {
    motif: "jewel",
    accent: "#e2c275",
    wordmark: { family: "serif", weight: 400, case: "upper", tracking: 0.12, subline: "BADGLEY MISCHKA" },
  },
  en: {
    ...shared,
    description:
      "Sparkle at an accessible price: jewel-embellished shoes and accessories with crystals, pearls and metallic finishes for weddings, proms and nights out. We bring Jewel Badgley Mischka to fashion, bridal and department store retailers in Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Every detail catches the light",
    section1Paragraphs: [
      "Jewel Badgley Mischka takes the label’s love of embellishment into styles made for the whole guest list: rhinestone-trimmed sandals, pearl-accented flats and glittering pumps.",
      "Pieces are designed to be worn with evening wear and bridal looks, and priced so that bridesmaids and prom-goers can join in.",
    ],
    section2Heading: "Timed for wedding and prom season",
    section2Paragraphs: [
      "We build stock ahead of spring and holiday peaks in our Oakville, Ontario, facility and ship replenishment orders within a guaranteed 8 hours.",
      "Our luxury brand manager helps you pick the colours and heel heights your customers ask for and provides product images for your website.",
    ],
    contact: {
      heading: "Offer Jewel Badgley Mischka",
      description:
        "Tell us about your boutique or store and our brand manager will send the Jewel Badgley Mischka collection and ordering details.",
      email: BRAND_MANAGERS.luxury,
      submitText: "Contact the Jewel team",
    },
  },
  fr: {
    ...shared,
    description:
      "De l’éclat à prix accessible : chaussures et accessoires ornés de cristaux, de perles et de finis métallisés pour les mariages, les bals de finissants et les sorties. Nous offrons Jewel Badgley Mischka aux détaillants de mode, aux boutiques de mariage et aux grands magasins au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Chaque détail capte la lumière",
    section1Paragraphs: [
      "Jewel Badgley Mischka transpose l’amour de la maison pour les ornements dans des modèles faits pour tous les invités : sandales bordées de strass, ballerines rehaussées de perles et escarpins scintillants.",
      "Les modèles sont conçus pour accompagner les tenues de soirée et de mariée, à des prix qui permettent aux demoiselles d’honneur et aux finissantes d’être de la fête.",
    ],
    section2Heading: "Au rendez-vous pour la saison des mariages et des bals",
    section2Paragraphs: [
      "Nous constituons nos stocks avant les pointes du printemps et des Fêtes dans nos installations d’Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Notre gestionnaire des marques de luxe vous aide à choisir les couleurs et les hauteurs de talon que demande votre clientèle et vous fournit des images de produits pour votre site web.",
    ],
    contact: {
      heading: "Offrez Jewel Badgley Mischka",
      description:
        "Parlez-nous de votre boutique ou de votre magasin, et notre gestionnaire de marque vous enverra la collection Jewel Badgley Mischka et les modalités de commande.",
      email: BRAND_MANAGERS.luxury,
      submitText: "Écrire à l’équipe Jewel",
    },
  },
};
