import type { Translation } from "../en";

export const tools = {
  areaName: "Outils du personnel",
  login: {
    title: "Accès aux outils",
    description: "Connectez-vous aux outils du personnel de Trafalgar Brands.",
    intro:
      "Cet espace est réservé au personnel de Trafalgar Brands. Entrez le mot de passe commun pour continuer.",
    password: "Mot de passe",
    submit: "Se connecter",
    submitting: "Connexion…",
    invalid: "Mot de passe invalide",
    throttled_one: "Trop de tentatives infructueuses. Réessayez dans {{count}} minute.",
    throttled_other: "Trop de tentatives infructueuses. Réessayez dans {{count}} minutes.",
    backToSite: "Retour au site Web",
  },
  layout: {
    skipToContent: "Passer au contenu principal",
    logout: "Déconnexion",
    nav: "Outils",
    openNav: "Afficher le menu des outils",
    closeNav: "Masquer le menu des outils",
    dashboard: "Tableau de bord",
    photoDownloader: "Téléchargeur de photos",
    website: "Site public",
  },
  dashboard: {
    title: "Tableau de bord",
    description: "Les outils du personnel de Trafalgar Brands.",
    heading: "Tableau de bord",
    intro: "Choisissez un outil.",
    photoDownloader: {
      title: "Téléchargeur de photos",
      description:
        "Téléchargez les photos des produits dont vous entrez les numéros d’article ou que vous choisissez à l’aide d’un filtre, en un seul fichier zip ou sous forme de liens dans une feuille CSV.",
      open: "Ouvrir le Téléchargeur de photos",
    },
  },
} satisfies Translation["tools"];
