import type { Translation } from "../en";

export const layout = {
  skipToContent: "Passer au contenu principal",
  homeLink: "Trafalgar Brands, accueil",
  nav: {
    label: "Principale",
    about: "À propos",
    services: "Services",
    brands: "Marques",
    b2b: "B2B",
    contact: "Contact",
    allBrands: "Toutes les marques",
    brandPages: "Pages des marques",
    showBrandList: "Afficher la liste des marques",
  },
  menu: { open: "Ouvrir le menu", close: "Fermer le menu" },
  banner: {
    label: "Liens rapides",
    contact: "Parlez à notre équipe : écrivez-nous",
    brands: "Découvrez les marques que nous représentons",
    pause: "Mettre en pause le défilement des liens",
    play: "Reprendre le défilement des liens",
  },
  footer: {
    tagline: "La distribution canadienne des marques de confiance, depuis 1972.",
    addressLabel: "Siège social et centre de distribution",
    about: "À propos",
    aboutLinks: { company: "Notre entreprise", distribution: "Centre de distribution", b2b: "Commandes B2B" },
    services: "Services",
    serviceLinks: {
      fulfillment: "Exécution des commandes",
      dropship: "Programme de livraison directe",
      sales: "Soutien aux ventes",
      marketing: "Soutien marketing",
      ecommerce: "Solutions de commerce électronique",
    },
    brands: "Marques",
    contact: "Contact",
    contactLink: "Écrivez-nous",
    rights: "© {{year}} Trafalgar Brands. Tous droits réservés.",
  },
  language: { label: "Langue", en: "English", fr: "Français" },
} satisfies Translation["layout"];
