import type { Translation } from "../en";

/** Le tableau des statistiques (`/tools/analytics`) : ce que compte le serveur, pour le propriétaire et le marketing. */
export const analytics = {
  title: "Statistiques",
  description: "Pages vues, visiteurs et objectifs du site public, comptés sans témoins ni pistage.",
  heading: "Statistiques",
  intro:
    "Les pages, marques, sites référents et campagnes qui amènent les détaillants, et ce qu’ils font ensuite. Compté sur notre propre serveur : aucun témoin, aucun script, rien qui identifie une personne.",
  period: {
    legend: "Période",
    today: "Aujourd’hui",
    "7d": "7 derniers jours",
    "30d": "30 derniers jours",
    "12m": "12 derniers mois",
    custom: "Personnalisée",
    from: "Du",
    to: "Au",
    show: "Afficher",
    range: "Du {{from}} au {{to}}",
    compared: "Comparé à la période du {{from}} au {{to}}.",
    invalid:
      "Cette période ne peut pas être affichée : il faut les deux dates, la première au plus tard le jour de la seconde, aucune dans l’avenir, et au plus {{max}} jours d’écart. Voici les 30 derniers jours.",
  },
  totals: {
    heading: "Totaux",
    visitors: "Visiteurs",
    views: "Pages vues",
    goals: "Objectifs atteints",
    up: "En hausse de {{change}} sur la période précédente ({{before}})",
    down: "En baisse de {{change}} sur la période précédente ({{before}})",
    same: "Comme la période précédente",
    new: "Aucun pendant la période précédente",
  },
  chart: {
    heading: "Au fil du temps",
    views: "Pages vues",
    visitors: "Visiteurs",
    summaryDays:
      "Pages vues et visiteurs par jour du {{from}} au {{to}}. Jour le plus achalandé : {{busiest}}, avec {{most}} pages vues.",
    summaryMonths:
      "Pages vues et visiteurs par mois du {{from}} au {{to}}. Mois le plus achalandé : {{busiest}}, avec {{most}} pages vues.",
    empty: "Rien n’a encore été compté pendant cette période.",
    figures: "Les chiffres en tableau",
    day: "Jour",
    month: "Mois",
  },
  tables: {
    views: "Pages vues",
    before: "Période précédente",
    goals: "Objectifs",
    download: "Télécharger en CSV",
    empty: "Rien n’a été compté pendant cette période.",
    shown: "Les {{shown}} premiers sur {{count}} ; le fichier CSV les contient tous.",
    pages: { heading: "Pages les plus vues", column: "Page" },
    brands: { heading: "Marques", column: "Marque" },
    referrers: { heading: "Sites référents", column: "Site", none: "Accès direct ou non précisé" },
    campaigns: {
      heading: "Campagnes",
      column: "Source / support / campagne",
      empty:
        "Aucune visite n’est venue d’un lien marqué utm_source, utm_medium ou utm_campaign pendant cette période.",
    },
    languages: { heading: "Langues", column: "Langue" },
    devices: { heading: "Appareils", column: "Appareil" },
  },
  languages: { en: "Anglais", fr: "Français" },
  devices: { phone: "Téléphone", tablet: "Tablette", desktop: "Ordinateur" },
  goals: {
    heading: "Objectifs",
    column: "Objectif",
    count: "Atteint",
    conversion: "Pour 100 visiteurs",
    pages: "Atteint depuis",
    noPage: "—",
    names: {
      contactMessage: "Message envoyé par le formulaire de contact",
      retailApplication: "Demande de compte détaillant envoyée",
      notifyConfirmed: "Inscription aux avis confirmée",
      shareDownload: "Photos partagées téléchargées",
      lineSheetDownload: "Fiches de collection partagées téléchargées",
      websiteVisit: "Site Web d’une marque visité",
    },
  },
  about: {
    heading: "Comment on compte",
    body: "Une page vue est comptée quand notre serveur envoie une page publique à une personne : les robots, les aperçus de liens, les préchargements, le personnel connecté et les pages déjà ouvertes dans le navigateur sont exclus. Un visiteur est estimé d’après sa connexion Internet : une empreinte à sens unique de l’adresse réseau (en IPv6, la partie réseau que le fournisseur attribue à un domicile ou à un téléphone), avec une clé qui change chaque jour puis est supprimée : personne ne peut être suivi d’un jour à l’autre. Aucun témoin n’est déposé et aucune adresse n’est conservée. Changer de navigateur ne crée pas un nouveau visiteur, mais des collègues derrière la même connexion de bureau comptent pour un seul; sur plusieurs jours, une personne qui revient chaque jour compte une fois par jour. Chaque objectif compte une fois par visiteur et par jour (une fois par marque pour le site d’une marque) : le même clic ou le même téléchargement répété est un seul objectif. Des sites référents, seul le nom est gardé; d’une adresse, seules les balises de campagne.",
    byMonth:
      "Avant le {{day}}, pages, marques, sources et objectifs sont conservés par mois : une période qui commence au cours d’un tel mois compte le mois entier dans ses tableaux (les totaux et le graphique restent jour par jour).",
  },
} satisfies Translation["analytics"];
