import type { Translation } from "../en";

export const pages = {
  legal: { updated: "Dernière mise à jour : {{date}}", contents: "Sur cette page" },
  notFound: {
    title: "Page introuvable",
    heading: "Nous ne trouvons pas cette page",
    body: "L’adresse contient peut-être une faute de frappe, ou la page a été déplacée. Ces liens vous remettront sur la bonne voie.",
    home: "Aller à l’accueil",
    brands: "Parcourir nos marques",
    contact: "Nous joindre",
  },
  error: {
    title: "Une erreur est survenue",
    heading: "Une erreur est survenue de notre côté",
    body: "Veuillez réessayer dans un instant. Si le problème persiste, écrivez-nous et nous vous aiderons directement.",
    home: "Aller à l’accueil",
  },
  b2b: {
    title: "Plateforme de commande B2B",
    eyebrow: "Bientôt disponible",
    heading: "Notre nouveau portail client B2B",
    intro:
      "Une façon plus rapide de commander pour nos partenaires détaillants. Nous créons une plateforme de commande en ligne conçue pour les acheteurs et les marchands de partout au Canada.",
    sneakPeek: "Un aperçu de ce qui s’en vient",
    features: {
      ordering: {
        title: "Commande directe",
        body: "Commandez toutes nos marques, jour et nuit, sans attendre un retour d’appel.",
      },
      inventory: {
        title: "Stocks en temps réel",
        body: "Voyez ce qui est en stock dans notre centre de distribution d’Oakville avant de commander.",
      },
      catalog: {
        title: "Catalogue complet",
        body: "Parcourez chaque modèle, couleur et gamme de pointures, avec photos et caractéristiques.",
      },
      history: {
        title: "Historique et suivi des commandes",
        body: "Suivez chaque commande de la confirmation à la livraison et commandez de nouveau en un clic.",
      },
      checkout: {
        title: "Paiement simplifié",
        body: "Vos conditions, adresses et préférences sont mémorisées pour conclure rapidement.",
      },
    },
    previews: "Aperçu de la plateforme",
    previewAlt: {
      catalog: "Aperçu de l’écran du catalogue de produits",
      inventory: "Aperçu de l’écran des stocks",
      orders: "Aperçu de l’écran de l’historique des commandes",
      checkout: "Aperçu de l’écran de paiement",
    },
    comingSoon: "Bientôt disponible",
    notify:
      "Vous voulez être parmi les premiers à l’utiliser? Parlez-nous de votre entreprise et nous communiquerons avec vous.",
    contact: "Écrire à notre équipe",
    orderToday: {
      heading: "Commander dès aujourd’hui",
      intro:
        "La plateforme s’en vient; d’ici là, chacun de nos détaillants partenaires commande chez nous de l’une de ces façons.",
      representative: {
        title: "Votre représentant des ventes",
        body: "Votre représentant prend vos commandes, vérifie la disponibilité des produits et convient avec vous des dates de livraison. Nouveau client? Ouvrez un compte détaillant et nous vous en attitrerons un.",
      },
      edi: {
        title: "EDI",
        body: "Les chaînes et les grands magasins échangent avec nous bons de commande, accusés de réception, avis d’expédition et factures par EDI. Demandez à votre représentant d’établir la connexion.",
      },
      email: {
        title: "Par courriel",
        body: "Envoyez votre bon de commande au service à la clientèle à {{email}}. Nous le confirmons dans un délai d’un jour ouvrable.",
      },
      phone: {
        title: "Par téléphone",
        body: "Appelez notre service à la clientèle au {{phone}}, {{hours}}.",
      },
    },
  },
  share: {
    title: "Photos de produits",
    description: "Des photos de produits partagées avec vous, à télécharger.",
    heading: "Photos de produits",
    intro: "{{items}} et {{photos}}, préparés pour vous. Ce lien est valide jusqu’au {{when}}.",
    itemCount_one: "{{count}}\u00a0article",
    itemCount_other: "{{count}}\u00a0articles",
    sentBy: "Envoyé par {{name}}, {{company}}",
    sentByCompany: "Envoyé par {{company}}",
    reach: "Pour joindre {{name}}, communiquez avec notre siège social :",
    reachCompany: "Pour nous joindre, communiquez avec notre siège social :",
    note: "Une note pour vous",
    downloadAll: "Tout télécharger (zip)",
    downloadItem: "Télécharger (zip)",
    downloadItemLabel: "Télécharger (zip) : article {{item}}",
    photoAlt: "Article {{item}}, photo {{photo}}",
    photoCount_one: "{{count}}\u00a0photo",
    photoCount_other: "{{count}}\u00a0photos",
    lineSheetTitle: "Fiche de collection",
    lineSheetHeading: "Une fiche de collection pour vous",
    lineSheetIntro:
      "Une fiche de collection de {{items}} avec {{photos}}, préparée pour vous. Ce lien est valide jusqu’au {{when}}.",
    downloadLineSheet: "Télécharger la fiche de collection (PDF)",
    downloadPhotos: "Télécharger les photos (zip)",
    photoComing: "Photo à venir",
    goneTitle: "Ce lien n’est plus valide",
    expired: "Ce lien de partage a expiré. Demandez-en un nouveau à votre personne-ressource chez nous.",
    revoked: "Ce lien de partage a été retiré. Demandez-en un nouveau à votre personne-ressource chez nous.",
    unknownTitle: "Lien introuvable",
    unknown: "Ce lien de partage n’existe pas. Vérifiez qu’il a été copié en entier.",
  },
} satisfies Translation["pages"];
