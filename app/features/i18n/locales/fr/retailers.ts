import type { Translation } from "../en";

export const retailers = {
  apply: {
    title: "Ouvrir un compte détaillant",
    description:
      "Demandez à offrir nos marques dans votre magasin : un seul formulaire, étudié par notre équipe des ventes dans un délai de deux jours ouvrables.",
    eyebrow: "Pour les détaillants",
    heading: "Ouvrir un compte détaillant",
    intro:
      "Des magasins indépendants, des chaînes, des boutiques en ligne et des grands magasins partout au Canada offrent les marques que nous distribuons. Présentez-nous votre entreprise une fois pour toutes : notre équipe des ventes étudie chaque demande dans un délai de deux jours ouvrables.",
    ready: {
      heading: "Avant de commencer, ayez sous la main",
      business:
        "La raison sociale de votre entreprise, son nom commercial s’il est différent et son adresse.",
      gstHst: "Votre numéro de TPS/TVH : 15 caractères, comme 123456789RT0001.",
      qst: "Au Québec, votre numéro de TVQ aussi : 16 caractères, comme 1234567890TQ0001.",
      stores: "Le nombre de magasins que vous exploitez, et votre site Web si vous en avez un.",
      brands: "Les marques que vous aimeriez offrir.",
    },
    requiredNote: "Tous les champs sont obligatoires, sauf indication contraire.",
    sections: {
      business: "Votre entreprise",
      contact: "La personne à joindre",
      address: "Adresse de l’entreprise",
      tax: "Inscription aux taxes",
      brands: "Les marques que vous aimeriez offrir",
      message: "Autres renseignements",
    },
    fields: {
      legalName: "Raison sociale",
      operatingName: "Nom commercial (s’il diffère)",
      contactName: "Personne-ressource",
      email: "Courriel",
      phone: "Numéro de téléphone",
      street: "Adresse municipale",
      city: "Ville",
      province: "Province ou territoire",
      postalCode: "Code postal",
      gstHst: "Numéro de TPS/TVH",
      qst: "Numéro de TVQ (Québec seulement)",
      storeType: "Type de magasin",
      website: "Site Web (facultatif)",
      doors: "Nombre de magasins",
      message: "Message (facultatif)",
    },
    hints: {
      postalCode: "Par exemple H2X 1Y4.",
      gstHst:
        "15 caractères : votre numéro d’entreprise, suivi de RT et du numéro de compte, par exemple 123456789RT0001.",
      qst: "Détaillants du Québec : 16 caractères, par exemple 1234567890TQ0001. Hors Québec, laissez ce champ vide.",
      website: "Le site de votre magasin, s’il en a un.",
      doors: "Les magasins qu’exploite cette entreprise.",
      brands: "Choisissez-en au moins une.",
      message: "Vos catégories, vos saisons, le volume prévu : tout ce qui nous aide à nous préparer.",
    },
    choose: "Choisir…",
    storeTypes: {
      independent: "Magasin indépendant",
      chain: "Chaîne de magasins",
      online: "Boutique en ligne",
      department: "Grand magasin",
      other: "Autre",
    },
    provinces: {
      AB: "Alberta",
      BC: "Colombie-Britannique",
      MB: "Manitoba",
      NB: "Nouveau-Brunswick",
      NL: "Terre-Neuve-et-Labrador",
      NS: "Nouvelle-Écosse",
      NT: "Territoires du Nord-Ouest",
      NU: "Nunavut",
      ON: "Ontario",
      PE: "Île-du-Prince-Édouard",
      QC: "Québec",
      SK: "Saskatchewan",
      YT: "Yukon",
    },
    errors: {
      legalName: "La raison sociale est obligatoire",
      operatingName: "Le nom commercial est trop long",
      contactName: "Le nom de la personne-ressource est obligatoire",
      email: "Une adresse courriel valide est obligatoire",
      phone: "Un numéro de téléphone d’au moins 7 chiffres est obligatoire",
      street: "L’adresse municipale est obligatoire",
      city: "La ville est obligatoire",
      province: "Choisissez une province ou un territoire",
      postalCode: "Entrez un code postal canadien (A1A 1A1) qui correspond à la province choisie",
      gstHst: "Entrez un numéro de TPS/TVH comme 123456789RT0001",
      qst: "Détaillants du Québec : entrez un numéro de TVQ comme 1234567890TQ0001; hors Québec, laissez ce champ vide",
      storeType: "Choisissez le type de magasin",
      website: "Entrez une adresse Web comme exemple.ca, ou laissez ce champ vide",
      doors: "Entrez un nombre de magasins de 1 à 5 000",
      brands: "Choisissez au moins une marque",
      message: "Le message est trop long",
    },
    submit: "Envoyer ma demande",
    sending: "Envoi en cours…",
    outcome: {
      validation: "Veuillez corriger les champs indiqués.",
      recaptcha: "Notre vérification antirobot n’a pas pu démarrer. Veuillez réessayer dans un instant.",
      error: "Désolés, votre demande n’a pas pu être envoyée. Veuillez réessayer ou nous téléphoner.",
      confirm:
        "Encore une étape : les scripts de cette page ne se sont pas exécutés dans votre navigateur. Vérifiez votre demande, puis appuyez de nouveau sur le bouton pour l’envoyer.",
      success:
        "Merci! Votre demande {{reference}} est bien parvenue à notre équipe des ventes. Nous vous avons envoyé un courriel de confirmation et nous communiquerons avec vous dans un délai de deux jours ouvrables.",
      held: "Merci! Votre demande {{reference}} a bien été reçue. Comme les scripts de cette page ne se sont pas exécutés dans votre navigateur, notre équipe la vérifie d’abord; elle est ensuite transmise à notre équipe des ventes et nous vous envoyons un courriel de confirmation.",
    },
    sent: {
      heading: "Demande envoyée",
      reference: "Votre numéro de référence",
      keep: "Conservez-le : nous le mentionnerons quand nous communiquerons avec vous.",
      again: "Faire une demande pour une autre entreprise",
    },
    privacyLink: "Comment nous traitons les renseignements de cette demande",
    next: {
      heading: "La suite",
      review: "Notre équipe des ventes étudie votre demande dans un délai de deux jours ouvrables.",
      call: "Un représentant des ventes vous téléphone pour parler des marques, de vos magasins et de nos conditions commerciales.",
      open: "Votre compte est ouvert : vous recevez les listes de prix, les fiches de collection et les photos des produits, puis vous passez votre première commande.",
      questions: "Des questions avant de faire votre demande?",
      phone: "Appelez notre service à la clientèle au {{phone}}",
    },
  },
  notify: {
    heading: "M’aviser de l’ouverture de la commande en ligne",
    intro:
      "Laissez votre adresse courriel et nous vous aviserons quand les détaillants pourront commander en ligne. Nous vous envoyons d’abord un lien pour la confirmer : d’ici là, nous ne conservons rien.",
    email: "Courriel",
    consent:
      "Oui, {{company}} ({{address}}; {{email}}) peut m’écrire par courriel au sujet de l’ouverture de la commande en ligne aux détaillants : un ou quelques messages. Je peux retirer mon consentement en tout temps au moyen du lien de désabonnement de chaque message, ou en écrivant à {{company}} à cette adresse.",
    submit: "M’aviser",
    sending: "Envoi…",
    errors: {
      email: "Une adresse courriel valide est requise",
      consent: "Cochez la case pour accepter ces courriels",
    },
    outcome: {
      sent: "Consultez votre boîte de réception : nous vous avons envoyé un lien pour confirmer votre adresse. Il est valable 7 jours.",
      validation: "Veuillez corriger les champs indiqués.",
      recaptcha: "Notre vérification antirobot n’a pas pu démarrer. Veuillez réessayer dans un instant.",
      error: "Désolés, votre adresse n’a pas pu être enregistrée. Veuillez réessayer dans un instant.",
      busy: "Trop de formulaires ont été envoyés depuis votre connexion. Veuillez réessayer dans quelques minutes.",
      confirm:
        "Encore une étape : les scripts de cette page ne se sont pas exécutés dans votre navigateur. Vérifiez votre adresse, puis appuyez de nouveau sur « M’aviser ».",
    },
    privacyLink: "Comment nous traitons votre adresse",
    backToForm: "Retour au formulaire d’avis",
    confirm: {
      title: "Confirmer votre adresse",
      description:
        "Confirmez l’adresse qui sera avisée de l’ouverture de la commande en ligne aux détaillants.",
      heading: "Confirmez votre adresse",
      intro:
        "Appuyez sur le bouton pour inscrire {{email}} à la liste : nous y écrirons à l’ouverture de la commande en ligne aux détaillants.",
      button: "Confirmer mon adresse",
      confirmed: {
        heading: "Votre adresse est inscrite",
        body: "Merci. Nous vous écrirons à l’ouverture de la commande en ligne. Nous venons de vous envoyer un courriel de bienvenue; chaque message de cette liste contient un lien pour vous désabonner en un seul clic.",
      },
      expired: {
        heading: "Ce lien est expiré",
        body: "Un lien de confirmation est valable 7 jours. Inscrivez de nouveau votre adresse sur la page B2B et nous vous en enverrons un autre.",
      },
      unknown: {
        heading: "Ce lien ne fonctionne pas",
        body: "Il a peut-être déjà servi, ou il a été copié en partie seulement. Si vous avez confirmé votre adresse, elle est inscrite; sinon, inscrivez-la de nouveau sur la page B2B.",
      },
    },
    unsubscribe: {
      title: "Se désabonner",
      description: "Ne plus recevoir d’avis sur l’ouverture de la commande en ligne aux détaillants.",
      heading: "Se désabonner des avis sur la commande en ligne",
      intro:
        "Appuyez sur le bouton pour retirer {{email}} de la liste. Nous la supprimons aussitôt et n’y écrirons plus.",
      button: "Me désabonner",
      done: {
        heading: "Désabonnement confirmé",
        body: "Votre adresse a été supprimée de la liste. Nous ne vous écrirons plus au sujet de la commande en ligne.",
      },
      unknown: {
        heading: "Ce lien ne fonctionne pas",
        body: "L’adresse est peut-être déjà désabonnée : vous n’avez alors rien d’autre à faire. Si vous recevez encore ces messages, écrivez-nous à {{email}}.",
      },
    },
  },
} satisfies Translation["retailers"];
