import type { Translation } from "../en";

/** Points de vente (`/where-to-buy`, la recherche de chaque page de marque) et l’outil qui importe les magasins. */
export const whereToBuy = {
  finder: {
    heading: "Où acheter {{brand}}",
    intro: "Trouvez les magasins les plus proches de chez vous qui vendent {{brand}}.",
    near: "Code postal ou ville",
    nearHint: "Par exemple H2W 1Y8 ou Montréal (Québec).",
    within: "Dans un rayon de",
    anyDistance: "Toute distance",
    brand: "Marque",
    allBrands: "Toutes les marques",
    submit: "Trouver des magasins",
  },
  page: {
    title: "Points de vente",
    description:
      "Trouvez les magasins partout au Canada qui vendent les marques distribuées par Trafalgar Brands, du plus proche au plus éloigné, par code postal ou par ville.",
    eyebrow: "Points de vente",
    heading: "Trouver un magasin près de chez vous",
    intro:
      "Cherchez par code postal ou par ville : les détaillants autorisés les plus proches s’affichent en premier, avec leur distance et les marques qu’ils vendent.",
    searchLabel: "Chercher des magasins",
  },
  results: {
    heading: "Magasins les plus proches de {{place}}",
    headingBrand: "Magasins qui vendent {{brand}} les plus proches de {{place}}",
    count_one: "{{count}} magasin dans notre liste.",
    count_other: "{{count}} magasins dans notre liste, du plus proche au plus éloigné.",
    nearest: "{{total}} magasins dans notre liste : les {{shown}} plus proches sont affichés.",
    countWithin_one: "{{count}} magasin dans un rayon de {{distance}}.",
    countWithin_other: "{{count}} magasins dans un rayon de {{distance}}, du plus proche au plus éloigné.",
    nearestWithin:
      "{{total}} magasins dans un rayon de {{distance}} : les {{shown}} plus proches sont affichés.",
    noneWithin:
      "Aucun magasin de notre liste n’est à moins de {{distance}} de {{place}} : le plus proche est à {{nearest}}.",
    noneWithinBrand:
      "Aucun magasin qui vend {{brand}} n’est à moins de {{distance}} de {{place}} : le plus proche est à {{nearest}}.",
    widen: "Chercher dans un rayon de {{distance}}",
    anyDistance: "Chercher à toute distance",
    distance: "À {{distance}}",
    sameArea: "Dans votre secteur",
    carries: "Marques",
    call: "Appeler le {{phone}}",
    callExtension: "Appeler le {{phone}}, poste {{extension}}",
    directions: "Itinéraire",
    website: "Site Web",
    opensInNewTab: "(s’ouvre dans un nouvel onglet)",
    unknownPostalCode:
      "Aucun code postal canadien ne commence par {{area}}. Vérifiez le code postal ou cherchez par ville.",
    unknownPlace:
      "Nous n’avons pas trouvé « {{place}} ». Essayez un code postal, comme H2W 1Y8, ou une ville avec sa province, comme Montréal (Québec).",
    noStoreBrand: "Aucun magasin de notre liste ne vend encore {{brand}}.",
    noStore: "Notre liste ne compte encore aucun magasin.",
    askUs: "Demandez à notre service à la clientèle où le trouver",
  },
  credits: {
    approximate:
      "Les distances sont approximatives : elles sont mesurées entre les centres des secteurs postaux (les trois premiers caractères du code postal).",
    source: "Secteurs postaux :",
    licence: "licence",
  },
  retailers: {
    heading: "Vous voulez vendre nos marques dans votre magasin?",
    link: "Ouvrir un compte détaillant",
  },
  tools: {
    title: "Points de vente",
    description:
      "Les magasins qu’affiche la recherche de points de vente du site : importez-les d’un tableur.",
    heading: "Points de vente",
    intro:
      "Les magasins que les visiteurs trouvent dans la recherche de points de vente du site et sur chaque page de marque. Importez toute la liste d’un tableur enregistré en CSV : le fichier est d’abord vérifié, et vous voyez chaque ligne écartée, avec la raison, avant de le mettre en ligne.",
    live: {
      heading: "La liste que voient les visiteurs",
      summary_one: "{{count}} magasin, tiré de {{file}}, en ligne depuis le {{date}}.",
      summary_other: "{{count}} magasins, tirés de {{file}}, en ligne depuis le {{date}}.",
      sample: "C’est la liste d’exemple avec laquelle le site démarre. Importez la vôtre pour la remplacer.",
      by: "Mise en ligne par {{name}}.",
      download: "Télécharger cette liste (CSV)",
    },
    import: {
      heading: "Importer une nouvelle liste",
      file: "Fichier des magasins (CSV)",
      hint: "Une ligne par magasin, avec une ligne d’en-tête qui nomme les colonnes : {{columns}} (ou leurs noms anglais). Le téléphone et le site Web peuvent rester vides; séparez plusieurs marques par des points-virgules. Jusqu’à {{rows}} magasins.",
      submit: "Vérifier le fichier",
    },
    check: {
      heading: "Vérifié : {{file}}",
      ready_one: "{{count}} magasin est prêt.",
      ready_other: "{{count}} magasins sont prêts.",
      failed_one: "{{count}} ligne a été écartée :",
      failed_other: "{{count}} lignes ont été écartées :",
      none: "Aucune ligne n’a été écartée.",
      publish_one: "Remplacer la liste par ce seul magasin",
      publish_other: "Remplacer la liste par ces {{count}} magasins",
      nothingToPublish:
        "Aucune ligne de ce fichier n’est un magasin : corrigez les lignes ci-dessous et importez-le de nouveau.",
      published: "Cette liste est en ligne.",
      expired: "Cette vérification date de plus de {{hours}} heures : importez le fichier de nouveau.",
      line: "Ligne {{line}} :",
    },
    problems: {
      missing: "{{column}} : valeur manquante.",
      tooLong: "{{column}} : valeur trop longue.",
      invalid: "{{column}} : « {{value}} » n’est pas valide.",
      unknownArea: "Aucun code postal canadien ne commence comme {{value}}.",
      otherProvince: "Le code postal {{value}} n’est pas dans cette province.",
      unknownBrand: "« {{value}} » ne fait pas partie de nos marques.",
      repeated: "Répète le magasin de la ligne {{line}}.",
    },
    columns: {
      name: "Nom",
      address: "Adresse",
      city: "Ville",
      province: "Province",
      postal_code: "Code postal",
      phone: "Téléphone",
      website: "Site Web",
      brands: "Marques",
    },
    refused: {
      empty: "Le fichier est vide. Choisissez le fichier des magasins et réessayez.",
      unreadable:
        "Ce fichier ne peut pas être lu comme un fichier CSV. Enregistrez le tableur en CSV et réessayez.",
      tooLarge: "Le fichier dépasse 2 Mo : ce ne peut pas être une liste de magasins.",
      tooManyRows: "Le fichier compte {{rows}} lignes; une liste de magasins en compte au plus {{max}}.",
      missingColumns: "Il manque ces colonnes à la ligne d’en-tête : {{columns}}.",
      noStores: "Le fichier a une ligne d’en-tête, mais aucun magasin.",
    },
    putLive: "La nouvelle liste est en ligne : {{count}} magasins.",
    notPutLive:
      "Cette liste n’a pas pu être mise en ligne : elle ne compte aucun magasin, elle est déjà en ligne ou sa vérification date de trop longtemps.",
    history: {
      heading: "Listes précédentes",
      file: "Fichier",
      stores: "Magasins",
      live: "Mise en ligne",
      by: "Par",
      sample: "Liste d’exemple",
    },
  },
} satisfies Translation["whereToBuy"];
