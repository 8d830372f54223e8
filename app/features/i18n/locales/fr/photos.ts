import type { Translation } from "../en";

export const photos = {
  meta: {
    title: "Téléchargeur de photos",
    description:
      "Téléchargez les photos de produits par numéro d’article dans un fichier zip, ou obtenez leurs liens dans une feuille CSV.",
  },
  title: "Téléchargeur de photos",
  subtitle: {
    photos: "Téléchargez les photos par numéro d’article dans un fichier zip",
    sheet: "Générez une feuille CSV des numéros d’article et des liens vers leurs images",
  },
  itemNumbers: {
    label: "Numéros d’article",
    placeholder: "12345-001,12345-002,67890-010",
    hint: "Séparez les numéros d’article par des virgules, des espaces ou des retours à la ligne, ou collez une colonne d’un tableur",
    notItemNumbers_one:
      "Ce n’est pas un numéro d’article : {{pieces}}. Un numéro d’article ne contient que des lettres, des chiffres, des tirets et des traits de soulignement.",
    notItemNumbers_other:
      "Ce ne sont pas des numéros d’article : {{pieces}}. Un numéro d’article ne contient que des lettres, des chiffres, des tirets et des traits de soulignement.",
  },
  mode: {
    label: "Mode de téléchargement",
    photos: "Téléchargement des photos",
    sheet: "Création d’une feuille",
  },
  preset: {
    label: "Préréglage d’exportation",
    originals: "Originaux",
    summary: {
      originals: "Les photos telles qu’elles sont stockées, sans modification",
      canvas: "{{width}} × {{height}}\u00a0px {{format}}, centrée sur fond {{background}}, au plus {{size}}",
      longSide: "{{side}}\u00a0px sur le côté long, {{format}}, au plus {{size}}",
    },
    background: { white: "blanc", other: "de la couleur du canal" },
  },
  sheetFormat: {
    label: "Format de la feuille",
    links: "Numéro d’article, URL de l’image (CSV)",
    shopify: "CSV de produits Shopify",
    google: "Google Merchant Center",
    perItem: "Une ligne par article, une colonne par vue",
    summary: {
      links: "Une ligne par image : numéro d’article et lien de l’image",
      shopify: "Handle, Image Src, Image Position, Image Alt Text : une ligne par image",
      google: "id, image_link, additional_image_link : une ligne par article",
      perItem: "Numéro d’article, puis le lien de chaque vue : MAIN, PT01, PT02…",
    },
    presetLinks:
      "Avec un préréglage, la feuille renvoie à ses images, à des adresses publiques qu’une plateforme de vente peut récupérer sans ouvrir de session.",
  },
  history: {
    link: "Historique des exportations",
    title: "Historique du téléchargeur de photos",
    description:
      "Chaque exportation et chaque feuille du téléchargeur de photos, de la plus récente à la plus ancienne.",
    heading: "Historique des exportations",
    intro:
      "Chaque exportation et chaque feuille faite avec le téléchargeur de photos, de la plus récente à la plus ancienne. Elles sont conservées {{days}} jours.",
    back: "Retour au téléchargeur de photos",
    empty: "Rien n’a encore été exporté.",
    caption: "Exportations et feuilles, de la plus récente à la plus ancienne",
    when: "Date",
    mode: "Mode",
    preset: "Préréglage ou format",
    items: "Articles",
    photos: "Photos",
    size: "Taille",
    firstItems: "Numéros d’article",
    more: "et {{count}} autres",
    notSent: "pas téléchargée au complet",
    runAgain: "Relancer",
    runAgainLabel: "Relancer : {{when}}",
    refilled:
      "Le formulaire reprend les articles, le mode et le préréglage de l’exécution du {{when}}. Vérifiez-les, puis lancez-la.",
  },
  share: {
    create: {
      heading: "Partager ces photos",
      intro:
        "Un lien qu’un détaillant ouvre sans mot de passe pour télécharger les photos de cette exécution, telles qu’exportées. Sa page vous nomme comme expéditeur et donne le téléphone et l’adresse courriel du siège social.",
      days: "Valide pendant (jours, de 1 à 90)",
      note: "Note pour le détaillant (facultative)",
      submit: "Créer un lien de partage",
    },
    link: "Liens de partage",
    title: "Liens de partage",
    description:
      "Les liens qui permettent aux détaillants de télécharger des photos exportées sans se connecter.",
    heading: "Liens de partage",
    intro:
      "Chaque lien ouvre une page publique avec les photos des articles, jusqu’à son expiration ou sa révocation.",
    back: "Retour au téléchargeur de photos",
    created: "Lien de partage créé. Copiez-le maintenant : par sécurité, il ne sera plus affiché.",
    createdBefore:
      "Vous avez déjà créé ce lien, avec la même durée et la même note : le voici de nouveau. Aucun second lien n’a été créé.",
    createdLink: "Lien de partage",
    copy: "Copier le lien",
    copied: "Copié",
    copyFailed: "Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.",
    expiresOn: "Valide jusqu’au {{when}}.",
    revoked: "Le lien a été révoqué.",
    unknownShare:
      "Ce lien de partage n’existe pas : il a peut-être été supprimé. La liste ci-dessous est à jour.",
    runExpired:
      "Cette exécution ne peut plus être partagée : son téléchargement a expiré. Relancez-la, puis créez le lien.",
    invalid: "Choisissez une validité de 1 à 90 jours et une note d’au plus 500 caractères.",
    empty: "Aucun lien de partage pour l’instant.",
    caption: "Liens de partage, du plus récent au plus ancien",
    created_at: "Créé le",
    expires: "Expire le",
    status: "État",
    preset: "Préréglage",
    items: "Articles",
    note: "Note",
    downloads: "Téléchargements",
    states: { open: "Actif", expired: "Expiré", revoked: "Révoqué" },
    revoke: "Révoquer",
    revokeLabel: "Révoquer le lien {{hint}}…",
    pages: "Pages des liens de partage",
    range: "Liens {{first}} à {{last}} sur {{total}}",
    newer: "Liens plus récents",
    older: "Liens plus anciens",
    badPage: "Ce n’est pas un numéro de page. La liste commence à la page 1.",
    noPage_one: "Il n’y a pas de page {{page}} : la liste compte {{count}}\u00a0page.",
    noPage_other: "Il n’y a pas de page {{page}} : la liste compte {{count}}\u00a0pages.",
    firstPage: "Voir les liens les plus récents",
    historyKind: "Lien de partage",
  },
  browse: {
    heading: "Ou parcourez les produits",
    showFilters: "Afficher les filtres",
    hideFilters: "Masquer les filtres",
    search: "Recherche",
    searchPlaceholder: "Nom, couleur, matière, n° d’article",
    vendor: "Fournisseur",
    allVendors: "Tous les fournisseurs",
    season: "Saison",
    allSeasons: "Toutes les saisons",
    selected: "{{count}} produit(s) sélectionné(s)",
    useForDownload: "Utiliser pour le téléchargement",
    clearAll: "Tout effacer",
    selectAll: "Tout sélectionner ({{count}})",
    withPhotos: "{{count}} produit(s) avec photos",
    results: "Produits",
    noFilter: {
      title: "Choisissez des filtres pour parcourir les produits",
      body: "Choisissez un fournisseur, une saison ou lancez une recherche pour voir les produits offerts",
    },
    noMatches: {
      title: "Aucun produit trouvé",
      body: "Essayez de modifier vos filtres",
    },
    noScripts: {
      title: "Pour parcourir les produits, JavaScript doit être activé",
      body: "Tapez ou collez les numéros d’article ci-dessus : le bouton fonctionne sans JavaScript",
    },
    photoAlt: "{{name}}, coloris {{color}}",
  },
  actions: {
    download: "Télécharger les photos",
    createSheet: "Créer la feuille",
    photosForSelected_one: "Télécharger les photos du produit sélectionné",
    photosForSelected_other: "Télécharger les photos des {{count}} produits sélectionnés",
    sheetForSelected_one: "Créer une feuille pour le produit sélectionné",
    sheetForSelected_other: "Créer une feuille pour les {{count}} produits sélectionnés",
    processing: "Traitement en cours...",
    clear: "Effacer",
  },
  progress: {
    label: "Progression",
    item: "Traitement de l’article {{current}} sur {{total}}",
    current: "En cours : {{item}}",
  },
  result: {
    success: "{{count}} article(s) traité(s) avec succès",
    images: "({{count}} image(s))",
    processedItems: "Articles traités",
    warnings: "Avertissements et erreurs :",
    skipped: "Articles ignorés :",
    held: "{{preset}} pourrait refuser certaines de ces photos. Lisez les avertissements ci-dessous, puis téléchargez le fichier zip.",
    downloadAnyway: "Télécharger quand même",
  },
  warnings: {
    small_one:
      "Article {{item}} : la photo {{photos}} sur {{of}} mesure {{width}} × {{height}}, sous le minimum de {{minimum}}\u00a0px exigé par {{preset}}",
    small_other:
      "Article {{item}} : {{count}} photos sur {{of}} ({{photos}}) sont sous le minimum de {{minimum}}\u00a0px exigé par {{preset}}; la plus petite mesure {{width}} × {{height}}",
    fill_one:
      "Article {{item}} : dans la photo {{photos}} sur {{of}}, une fois complétée pour {{preset}}, le produit occupe {{fill}} du cadre, sous les {{minimum}} exigés",
    fill_other:
      "Article {{item}} : dans {{count}} photos sur {{of}} ({{photos}}), une fois complétées pour {{preset}}, le produit occupe aussi peu que {{fill}} du cadre, sous les {{minimum}} exigés",
    background_one:
      "Article {{item}} : la photo {{photos}} sur {{of}} n’est pas sur un fond presque blanc (fond à motif ou foncé); elle n’a donc pas pu être mise sur le blanc pur qu’exige {{preset}} et a été exportée sur son propre fond",
    background_other:
      "Article {{item}} : {{count}} photos sur {{of}} ({{photos}}) ne sont pas sur un fond presque blanc (fond à motif ou foncé); elles n’ont donc pas pu être mises sur le blanc pur qu’exige {{preset}} et ont été exportées sur leur propre fond",
    tooMany_one:
      "Article {{item}} : {{preset}} accepte {{max}} photos par article; {{count}} de plus a été laissée de côté",
    tooMany_other:
      "Article {{item}} : {{preset}} accepte {{max}} photos par article; {{count}} de plus ont été laissées de côté",
  },
  errors: {
    blank: "Veuillez entrer au moins un numéro d’article ou sélectionner des produits",
    noValid: "Aucun numéro d’article valide n’a été fourni",
    noPhotos: "Aucune photo trouvée pour l’article {{item}}",
    itemFailed: "Erreur lors du traitement de l’article {{item}} : {{message}}",
    noneFound: "Aucune photo n’a été trouvée pour les numéros d’article fournis",
    tooMany:
      "Trop de numéros d’article : {{entered}}. Un lot en compte au plus {{max}}; divisez la liste en lots plus petits",
    zip: "Erreur lors de la création du fichier zip : {{message}}",
    csv: "Erreur lors de la création du fichier CSV : {{message}}",
    unexpected: "Erreur inattendue : {{message}}",
    unknown: "Erreur inconnue",
    invalidItem:
      "numéro d’article non valide (lettres, chiffres, tirets et traits de soulignement seulement)",
    signedOut: "votre session a pris fin; reconnectez-vous",
  },
  lineSheet: {
    link: "Fiches de collection",
    title: "Fiches de collection",
    description:
      "Fiches de collection en PDF d’une saison d’une marque ou de tout article, en français ou en anglais, pour les acheteurs des détaillants.",
    heading: "Fiches de collection",
    intro:
      "Un PDF pour les acheteurs des détaillants : une couverture avec la marque et la saison, puis chaque style avec ses coloris, photos, numéros d’article, couleur, matière et saison, et vos coordonnées sur chaque page. Faite pour un client, elle donne aussi ses prix, le PDSF, les pointures de chaque style et la prochaine livraison.",
    back: "Retour au téléchargeur de photos",
    range: "Ce que montre la fiche",
    brand: "Marque",
    chooseBrand: "Choisissez une marque",
    season: "Saison",
    everySeason: "Toutes les saisons",
    items: "Ou numéros d’article",
    itemsHint:
      "Les numéros saisis l’emportent sur la marque et la saison. Séparez-les par des virgules, des espaces ou des retours à la ligne; jusqu’à {{max}}.",
    languageLegend: "Langue de la fiche",
    language: { en: "English", fr: "Français" },
    manager: "Responsable de la marque",
    managerHint:
      "Imprimé sur chaque page, avec l’adresse courriel de la marque, pour que les acheteurs vous joignent.",
    customer: "Prix de",
    noCustomer: "Personne\u00a0: sans prix",
    customerHint:
      "Les prix du client (des listes de prix de l’ERP), le PDSF, les pointures et les prochaines livraisons.",
    submit: "Créer la fiche de collection",
    making: "Création…",
    made: "Fiche de collection prête : {{styles}}, {{items}}.",
    styleCount_one: "{{count}} style",
    styleCount_other: "{{count}} styles",
    itemCount_one: "{{count}} article",
    itemCount_other: "{{count}} articles",
    photoComing_one:
      "{{count}} article n’a pas encore de photo et porte la mention « photo à venir » : {{items}}.",
    photoComing_other:
      "{{count}} articles n’ont pas encore de photo et portent la mention « photo à venir » : {{items}}.",
    unknown: "Absents du répertoire des produits et sans photos, donc laissés de côté : {{items}}.",
    download: "Télécharger la fiche (PDF)",
    empty: "Aucun de ces articles ne figure au répertoire des produits ni n’a de photos : {{items}}.",
    tooMany:
      "Cela fait {{count}} articles ; une fiche en prend jusqu’à {{max}}. Choisissez une saison, ou moins de numéros.",
    nothing: "Choisissez une marque, ou saisissez des numéros d’article.",
    notItemNumbers: "Ce ne sont pas des numéros d’article : {{pieces}}.",
    unavailable:
      "Le répertoire des produits ou les photos n’ont pas pu être lus pour l’instant : aucune fiche n’a été faite. Réessayez dans quelques minutes ; si cela se reproduit, prévenez l’administrateur du site.",
    invalid:
      "Choisissez la langue de la fiche et donnez le nom du responsable de la marque (80 caractères au plus).",
    refilled:
      "Le formulaire reprend les numéros d’article et la langue de la fiche du {{when}}. Vérifiez-les, puis créez-la.",
    historyKind: "Fiche de collection",
    share: {
      heading: "Partager cette fiche",
      intro:
        "Un lien qu’un détaillant ouvre sans mot de passe pour télécharger cette fiche (et ses photos). Sa page vous nomme comme expéditeur, avec le numéro de téléphone et l’adresse courriel du siège social.",
    },
  },
  lineSheetPdf: {
    title: "Fiche de collection",
    seasons_one: "Saison {{seasons}}",
    seasons_other: "Saisons {{seasons}}",
    season: { SS: "Printemps-été {{year}}", FW: "Automne-hiver {{year}}" },
    styles_one: "{{count}} style",
    styles_other: "{{count}} styles",
    madeOn: "Créée le {{date}}",
    prices: "Prix, conditions et disponibilité auprès du responsable de la marque.",
    pricesFor:
      "Prix de {{customer}}, en dollars canadiens avant taxes, au {{date}}\u202f; conditions et disponibilité auprès du responsable de la marque.",
    wholesale: "Prix de gros {{price}}",
    noPrice: "Prix sur demande",
    msrp: "PDSF {{price}}",
    sizes: "Pointures {{sizes}}",
    nextDelivery: "Livraison le {{date}}",
    manager: "Responsable de la marque : {{manager}}",
    page: "Page {{page}}",
    material: "Matière : {{material}}",
    colourways_one: "{{count}} coloris",
    colourways_other: "{{count}} coloris",
    photoComing: "Photo à venir",
    continued: "suite",
  },
} satisfies Translation["photos"];
