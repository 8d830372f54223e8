import type { BrandContent } from "./schema.ts";
import { BRAND_MANAGERS, BUTTON_TEXT, brandImages } from "./shared.ts";

const shared = {
  name: "Merrell Kids",
  slug: "merrell-kids",
  website: "https://www.merrell.com",
  ...brandImages("merrell-kids"),
};

export const merrellKids: BrandContent = {
  id: "merrell-kids",
  look: {
    motif: "hiker",
    accent: "#e07a3f",
    wordmark: { family: "sans", weight: 800, case: "upper", tracking: 0.06, subline: "KIDS" },
  },
  en: {
    ...shared,
    description:
      "Trail-ready footwear for young explorers: hikers, sneakers, sandals and winter boots built with the same outdoor know-how as Merrell’s adult range. We bring Merrell Kids to family footwear, outdoor and sporting goods stores in Canada.",
    buttonText: BUTTON_TEXT.en,
    section1Heading: "Built for muddy knees and long walks",
    section1Paragraphs: [
      "Merrell Kids shoes pair grippy outsoles and protective toe caps with easy closures such as bungee laces and hook-and-loop straps, so children can get out the door on their own.",
      "Waterproof hikers, breathable trail sneakers and warm winter boots cover the school year and every camping weekend in between.",
    ],
    section2Heading: "Back-to-school and camp season, covered",
    section2Paragraphs: [
      "Kids’ sizes sell out fast at peak times, so we stock Merrell Kids across the full size run in Oakville, Ontario, and ship replenishment orders within a guaranteed 8 hours.",
      "Our kids’ brand manager helps you plan quantities by size for back-to-school, summer camp and winter.",
    ],
    contact: {
      heading: "Carry Merrell Kids",
      description:
        "Tell us about your store and our kids’ brand manager will share the Merrell Kids collection and ordering calendar.",
      email: BRAND_MANAGERS.kids,
      submitText: "Contact the Merrell Kids team",
    },
  },
  fr: {
    ...shared,
    description:
      "Pour les jeunes explorateurs, des chaussures taillées pour le sentier : chaussures de randonnée, chaussures sport, sandales et bottes d’hiver conçues avec le même savoir-faire plein air que la gamme adulte de Merrell. Nous offrons Merrell Kids aux magasins de chaussures familiaux, de plein air et d’articles de sport au Canada.",
    buttonText: BUTTON_TEXT.fr,
    section1Heading: "Faites pour les genoux boueux et les longues marches",
    section1Paragraphs: [
      "Les chaussures Merrell Kids allient semelles adhérentes et embouts protecteurs à des fermetures simples, comme les lacets élastiques et les courroies autoagrippantes : les enfants peuvent se chausser tout seuls.",
      "Chaussures de randonnée imperméables, chaussures de sentier respirantes et bottes d’hiver chaudes couvrent l’année scolaire et toutes les fins de semaine de camping.",
    ],
    section2Heading: "La rentrée et la saison des camps, c’est réglé",
    section2Paragraphs: [
      "Les pointures pour enfants s’écoulent vite en haute saison : nous gardons toute la série de pointures Merrell Kids à Oakville, en Ontario, et expédions les commandes de réapprovisionnement dans un délai garanti de 8 heures.",
      "Notre gestionnaire des marques pour enfants vous aide à prévoir les quantités par pointure pour la rentrée, les camps d’été et l’hiver.",
    ],
    contact: {
      heading: "Offrez Merrell Kids",
      description:
        "Parlez-nous de votre magasin, et notre gestionnaire des marques pour enfants vous présentera la collection Merrell Kids et le calendrier des commandes.",
      email: BRAND_MANAGERS.kids,
      submitText: "Écrire à l’équipe Merrell Kids",
    },
  },
};
