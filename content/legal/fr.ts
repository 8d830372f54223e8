import type { LegalTexts } from "./schema";

/** Paragraphs, apart by an empty line. */
const text = (...blocks: string[]) => blocks.join("\n\n");
/** A list, one item per line. */
const list = (...items: string[]) => items.map((item) => `- ${item}`).join("\n");

export const LEGAL_FR: LegalTexts = {
  privacy: {
    title: "Politique de confidentialité",
    description:
      "Les renseignements personnels que {company} recueille sur ce site, pourquoi, combien de temps ils sont conservés et quels sont vos droits.",
    intro: text(
      "Cette politique explique simplement quels renseignements personnels {company} recueille sur ce site Web, pourquoi nous les recueillons, à qui ils sont transmis, combien de temps nous les conservons et quels sont vos droits. Elle s’applique à ce site seulement. Nous respectons la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour les personnes au Québec, la Loi sur la protection des renseignements personnels dans le secteur privé, telle que modifiée par la Loi 25.",
    ),
    sections: [
      {
        id: "summary",
        heading: "En bref",
        body: text(
          list(
            "Vous pouvez consulter tout le site sans nous fournir aucun renseignement personnel.",
            "Nous recueillons des renseignements personnels seulement lorsque vous nous écrivez au moyen d’un formulaire de contact, et nous les utilisons uniquement pour vous répondre; ou lorsque vous demandez à être avisé de l’ouverture de la commande en ligne, et nous n’utilisons alors votre adresse courriel qu’à cette fin; ou lorsque votre entreprise est notre cliente détaillante et que vous vous connectez à son compte commercial, et nous ne les utilisons alors que pour servir votre entreprise.",
            "Le site n’a ni publicité ni pistage. Nous comptons les visites sur notre propre serveur, sans témoin ni script, d’une façon qui n’identifie personne. Par défaut, aucun tiers ne reçoit quoi que ce soit au sujet de votre visite.",
            "Les messages livrés sont supprimés du site {deliveredDays} jours après leur livraison.",
            "Vous pouvez en tout temps demander à consulter, à corriger ou à supprimer vos renseignements.",
          ),
        ),
      },
      {
        id: "contact-forms",
        heading: "Ce que recueillent nos formulaires de contact, et pourquoi",
        body: text(
          "Lorsque vous nous écrivez au moyen d’un de nos formulaires de contact, nous recueillons :",
          list(
            "vos prénom et nom, le nom de votre entreprise, votre adresse courriel et votre numéro de téléphone;",
            "votre message;",
            "le service ou la marque à qui vous écrivez, la page d’où vous écrivez, la langue de la page ainsi que la date et l’heure de réception du message.",
          ),
          "Nous utilisons ces renseignements uniquement pour lire votre message, le transmettre à la bonne équipe et vous répondre, et, si vous le demandez, pour donner suite à une relation d’affaires (par exemple l’ouverture d’un compte détaillant). Nous ne vous inscrivons à aucune liste d’envoi, nous n’utilisons pas vos renseignements à des fins publicitaires et nous ne les vendons, ne les louons ni ne les échangeons jamais.",
          "Lorsque vous demandez l’ouverture d’un compte détaillant, nous recueillons aussi la raison sociale et le nom commercial de votre entreprise, son adresse, son numéro de TPS/TVH (et son numéro de TVQ au Québec), le type et le nombre de ses magasins, son site Web et les marques que vous aimeriez offrir. Nous utilisons ces renseignements uniquement pour étudier votre demande et, si elle est acceptée, pour ouvrir votre compte. Nous vous envoyons un seul courriel, pour confirmer que nous avons bien reçu votre demande. Une demande envoyée sans JavaScript est retenue, comme un tel message, jusqu’à ce qu’un membre de notre personnel l’ait vérifiée : c’est seulement alors qu’elle est transmise à notre équipe des ventes et que le courriel part.",
          "En envoyant le formulaire, vous consentez à cette utilisation. Chaque champ nous est nécessaire pour savoir qui vous êtes et comment vous répondre; si vous préférez ne pas utiliser le formulaire, vous pouvez nous téléphoner ou nous écrire directement.",
          "Pour protéger les formulaires contre les abus, notre serveur voit aussi l’adresse Internet (IP) de votre appareil à chaque requête. Elle sert uniquement à limiter les envois répétés : elle n’est pas conservée avec votre message et elle est supprimée dès qu’elle n’est plus nécessaire pour compter les envois récents (quelques minutes).",
          "Pour que personne ne puisse se servir de nos formulaires pour remplir la boîte de courriel de quelqu’un d’autre, nous comptons les courriels automatiques que le site envoie à chaque adresse inscrite dans un formulaire (la confirmation d’une demande de compte détaillant, les courriels de la liste d’avis) : aucune adresse n’en reçoit plus de trois en 24 heures. Ce compte est conservé sous un code à sens unique tiré de l’adresse au moyen d’une clé secrète, jamais sous l’adresse elle-même, et il est supprimé 24 heures après le courriel qu’il compte, au nettoyage horaire suivant.",
        ),
      },
      {
        id: "notify-me",
        heading: "Être avisé de l’ouverture de la commande en ligne",
        body: text(
          "Sur la page B2B, vous pouvez demander à être avisé de l’ouverture de la commande en ligne aux détaillants. Nous recueillons alors votre adresse courriel, la langue de la page, ainsi que la date de votre demande et celle de votre confirmation. Nous les utilisons uniquement pour vous envoyer un ou quelques courriels au sujet de l’ouverture de la commande en ligne, et nous ne les vendons, ne les louons ni ne les échangeons jamais.",
          "Vous donnez votre consentement en cochant la case du formulaire, qui n’est jamais cochée d’avance, puis en confirmant votre adresse au moyen du lien que nous vous envoyons par courriel (valable 7 jours). Tant que vous n’avez pas confirmé, nous ne vous écrivons pas; une adresse jamais confirmée est supprimée 30 jours après son inscription, avec la trace du courriel de confirmation.",
          "Vous pouvez retirer votre consentement en tout temps : chaque message que nous vous envoyons contient un lien de désabonnement qui fonctionne en un seul clic, sans connexion, ou vous pouvez écrire à {company} à {generalEmail} ou à notre adresse ci-dessous. Votre adresse est alors aussitôt supprimée de la liste, avec la trace des courriels que nous y avons envoyés; rien n’est conservé.",
        ),
      },
      {
        id: "trade-accounts",
        heading: "Comptes commerciaux des acheteurs de nos clients détaillants",
        body: text(
          "Les acheteurs de nos clients détaillants peuvent [se connecter](/b2b/sign-in) à l’espace commercial de ce site pour consulter notre catalogue, nos stocks et les prix propres à leur entreprise, et bientôt pour commander. Chaque acheteur a son propre compte commercial. Notre équipe des ventes crée le premier lorsqu’elle accepte une demande de compte détaillant : la personne qui a fait la demande devient l’administrateur de l’entreprise. Un administrateur peut ensuite inviter ses collègues. Pour chaque acheteur, nous conservons :",
          list(
            "son nom, son adresse courriel professionnelle, sa langue préférée, son rôle (acheteur ou administrateur) et l’entreprise pour laquelle il achète;",
            "son mot de passe, uniquement sous forme hachée à sens unique (scrypt), jamais tel qu’il a été saisi;",
            "s’il active la vérification en deux étapes, la clé secrète de celle-ci, chiffrée, et ses codes de récupération, uniquement sous forme hachée à sens unique;",
            "les liens que nous envoyons par courriel pour accepter une invitation ou choisir un nouveau mot de passe : chacun ne fonctionne qu’une fois, 72 heures pour une invitation et une heure pour une réinitialisation, et seul un code à sens unique tiré du lien est conservé;",
            "pendant qu’il est connecté, sa session : le nom de son navigateur et de son système ainsi que la partie réseau de son adresse Internet (IP). Une session prend fin à la fermeture du navigateur, après 2 heures d’inactivité ou 8 heures après la connexion, puis elle est supprimée;",
            "un code à sens unique tiré de la partie réseau de chaque adresse depuis laquelle le compte s’est connecté, jamais l’adresse elle-même, pour ralentir quiconque tente ailleurs de deviner le mot de passe, sans bloquer l’acheteur.",
          ),
          "Le journal d’audit consigne les connexions et les tentatives de connexion échouées de chaque acheteur, ainsi que les changements qu’un administrateur apporte aux comptes de ses collègues (une invitation, un changement de rôle, une désactivation), avec le moment et le réseau d’où ils viennent. Ces traces sont conservées {auditDays} jours, puis supprimées, comme celles de notre personnel.",
          "Les renseignements sur l’entreprise que montre l’espace commercial (ses noms, ses numéros de taxes, ses conditions de paiement, sa limite de crédit, son solde ouvert et les adresses des magasins où nous livrons) viennent de notre système de gestion (ERP). Ce sont des renseignements sur l’entreprise, et non des renseignements personnels; pour les modifier, écrivez à votre représentant des ventes.",
          "Nous utilisons ces renseignements uniquement pour donner à nos clients détaillants accès à notre catalogue, à nos stocks et à leurs prix, et bientôt à la commande, et pour protéger leurs comptes. Nous les détenons en raison de notre relation d’affaires avec votre entreprise : le compte commercial fait partie du service que nous lui offrons. Nous ne les vendons, ne les louons ni ne les échangeons jamais, et l’espace commercial n’a ni publicité ni pistage.",
          "Le nom, l’adresse courriel, le rôle et le statut d’un acheteur ne sont vus que par les employés de {company} dont le travail l’exige (nos propriétaires et notre équipe des ventes) et par les administrateurs de sa propre entreprise. Personne d’autre ne les voit, y compris nos autres clients.",
          "Le compte d’un acheteur est conservé tant que son entreprise est notre cliente. Un administrateur peut désactiver le compte d’un collègue en tout temps : ce collègue ne peut plus se connecter et ses sessions prennent fin aussitôt. Un compte désactivé est conservé pour que le journal d’audit puisse encore dire qui a fait quoi. Un compte est supprimé dans les 90 jours suivant une demande écrite de l’acheteur ou de son entreprise, ou la fin de notre relation d’affaires avec l’entreprise; les traces du journal d’audit qui le concernent sont supprimées {auditDays} jours après leur inscription.",
        ),
      },
      {
        id: "where-it-goes",
        heading: "À qui vos renseignements sont transmis",
        body: text(
          "Votre message est d’abord enregistré dans la base de données du site, pour qu’il ne puisse pas se perdre, puis envoyé par courriel à l’équipe de {company} responsable du service ou de la marque choisi. Seuls les employés de {company} qui en ont besoin pour vous répondre le lisent, et le personnel autorisé peut consulter les messages enregistrés dans nos outils internes protégés par mot de passe afin de s’assurer que chaque message reçoit une réponse.",
          "Nous faisons appel à des fournisseurs de services pour héberger le site et livrer les courriels. Ils traitent vos renseignements uniquement pour notre compte, en vertu de contrats qui les obligent à les protéger et à en préserver la confidentialité. Nos serveurs et ces fournisseurs peuvent se trouver à l’extérieur du Québec, dans d’autres provinces ou dans d’autres pays. Avant de communiquer des renseignements personnels à l’extérieur du Québec, nous évaluons s’ils y bénéficieront d’une protection adéquate, comme l’exige la loi québécoise.",
          "Nous ne communiquons vos renseignements à personne d’autre, sauf si la loi nous y oblige (par exemple en réponse à une ordonnance d’un tribunal).",
        ),
      },
      {
        id: "retention",
        heading: "Combien de temps nous les conservons",
        body: text(
          list(
            "Un message livré à notre équipe est supprimé de la base de données du site {deliveredDays} jours après sa livraison.",
            "Un message qui n’a pas pu être livré est conservé {failedDays} jours après la dernière tentative de livraison, afin que notre personnel puisse le renvoyer, puis il est supprimé.",
            "Un message envoyé sans JavaScript est retenu sur le site jusqu’à ce qu’un membre de notre personnel l’ait lu, puis transmis à la bonne équipe ou supprimé; s’il n’est ni transmis ni supprimé, il est effacé {failedDays} jours après son envoi.",
            "Une demande de compte détaillant est conservée pendant que notre équipe des ventes l’étudie, puis supprimée {failedDays} jours après son acceptation ou son refus; une demande envoyée sans JavaScript que notre personnel ne transmet ni ne supprime est effacée {failedDays} jours après son envoi.",
            "Le compte des courriels automatiques envoyés à une adresse est supprimé 24 heures après le courriel qu’il compte, au nettoyage horaire suivant.",
            "Une adresse inscrite pour être avisée de l’ouverture de la commande en ligne est conservée jusqu’à votre désabonnement si vous l’avez confirmée, et supprimée 30 jours après son inscription si vous ne l’avez pas confirmée.",
            "Le compte commercial d’un acheteur est conservé tant que son entreprise est notre cliente, puis supprimé dans les 90 jours suivant une demande écrite ou la fin de notre relation d’affaires avec l’entreprise (voir [Comptes commerciaux](#trade-accounts)).",
            "La copie de votre message dans la boîte de courriel de notre équipe est conservée seulement le temps nécessaire pour traiter votre demande et la relation d’affaires qui peut en découler, puis elle est supprimée selon nos règles de conservation des documents.",
            "Seuls les employés de {company} dont le travail l’exige peuvent lire les messages dans les outils du personnel, chacun avec son propre compte. Les outils consignent qui a lu, exporté ou renvoyé un message, quand et depuis quel réseau, mais jamais ce que dit le message; ces traces sont conservées {auditDays} jours, puis supprimées.",
          ),
        ),
      },
      {
        id: "visit-statistics",
        heading: "Statistiques de visite",
        body: text(
          "Pour savoir quelles pages et quelles marques intéressent les détaillants, notre propre serveur compte les pages qu’il envoie. Rien ne s’exécute pour cela dans votre navigateur : aucun script, aucun témoin, aucun pixel, et rien n’est communiqué à qui que ce soit. Pour chaque page, nous comptons :",
          list(
            "la page (son adresse sans ce qui suit le point d’interrogation), sa langue et le jour;",
            "le nom du site d’où vous venez, si votre navigateur l’indique (par exemple google.ca), jamais l’adresse complète de la page où vous étiez;",
            "les balises de campagne du lien que vous avez suivi, s’il en a (utm_source, utm_medium et utm_campaign, comme le dépliant d’un salon professionnel);",
            "le type de votre appareil (téléphone, tablette ou ordinateur), déduit du nom du navigateur.",
          ),
          "Nous comptons aussi les objectifs atteints : un message envoyé, une demande de compte détaillant, une inscription confirmée, des photos partagées téléchargées, un clic vers le site d’une marque, chacun avec la page d’où il vient.",
          "Pour estimer le nombre de personnes qui nous visitent sans suivre qui que ce soit, la partie réseau de votre adresse Internet (IP) est transformée en un code à sens unique, avec une clé qui change chaque jour. La clé et les codes sont supprimés une fois la journée terminée : un visiteur ne peut donc pas être reconnu d’un jour à l’autre, et votre adresse IP elle-même n’est jamais conservée. Les robots des moteurs de recherche, les pages chargées d’avance par le navigateur et notre personnel connecté ne sont pas comptés.",
          "Ces statistiques sont des totaux : rien n’y identifie une personne. Les chiffres quotidiens sont regroupés par mois après 30 jours, et tout est supprimé après {analyticsMonths} mois.",
        ),
      },
      {
        id: "cookies",
        heading: "Témoins (cookies) et technologies semblables",
        body: text(
          "Le site dépose seulement trois témoins, tous nécessaires à son fonctionnement :",
          list(
            "i18next : retient la langue choisie (anglais ou français) pour que la page suivante s’ouvre dans cette langue. Il contient seulement « en » ou « fr » et dure un an. Votre navigateur conserve aussi ce choix dans son stockage local.",
            "{staffCookie} : déposé uniquement pour les employés de {company} qui se connectent aux outils internes. Il les garde connectés et prend fin à la fermeture du navigateur, après 2 heures d’inactivité ou 8 heures après la connexion, selon la première éventualité.",
            "trafalgar_trade_session (nommé __Host-trafalgar_trade_session sur une connexion sécurisée) : déposé uniquement pour les acheteurs de nos clients détaillants qui se connectent à l’espace commercial. Il les garde connectés et prend fin à la fermeture du navigateur, après 2 heures d’inactivité ou 8 heures après la connexion, selon la première éventualité.",
          ),
          "Nous n’utilisons aucun témoin publicitaire, d’analyse, de réseau social ou de pistage, ni aucune autre technologie qui vous suit d’un site à l’autre; nos statistiques de visite n’ont besoin d’aucun témoin. Les polices et les images du site proviennent de nos propres serveurs.",
        ),
      },
      {
        id: "spam-protection",
        heading: "Protection contre les pourriels",
        body: text(
          "Pour protéger nos formulaires contre les pourriels automatisés, votre navigateur effectue un petit calcul lorsque vous envoyez un message, et notre propre serveur en vérifie le résultat. Cette vérification ne fait intervenir aucun tiers, ne dépose aucun témoin et ne recueille aucun renseignement sur vous.",
        ),
        recaptchaBody: text(
          "Pour protéger nos formulaires contre les pourriels automatisés, ce site utilise Google reCAPTCHA v3, un service de Google LLC. Sur les pages qui comportent un formulaire de contact, votre navigateur charge reCAPTCHA depuis les serveurs de Google, qui recueille des renseignements sur votre appareil et votre navigateur (comme votre adresse IP, les paramètres du navigateur et votre façon d’interagir avec la page) et peut déposer ses propres témoins. Lorsque vous envoyez un message, notre serveur transmet à Google le résultat de la vérification et votre adresse IP. Google utilise ces renseignements pour estimer si le formulaire est rempli par une personne ou par un programme, et ne nous transmet qu’une note. Google peut traiter ces renseignements aux États-Unis. Leur utilisation est régie par les [Règles de confidentialité de Google](https://policies.google.com/privacy?hl=fr-CA) et ses [Conditions d’utilisation](https://policies.google.com/terms?hl=fr-CA). Si vous préférez ne pas utiliser reCAPTCHA, téléphonez-nous ou écrivez-nous plutôt par courriel.",
        ),
      },
      {
        id: "security",
        heading: "Comment nous protégeons vos renseignements",
        body: text(
          "Le site utilise des connexions chiffrées (HTTPS). Les messages enregistrés sont conservés dans une base de données accessible seulement au site et au personnel autorisé, derrière un mot de passe conservé uniquement sous forme hachée. Les journaux de notre serveur consignent les pages demandées, jamais ce que vous saisissez dans un formulaire. Si un incident de confidentialité présentait un risque de préjudice sérieux, nous vous en aviserions, ainsi que les autorités de protection des renseignements personnels, comme l’exige la loi, et nous tenons un registre des incidents.",
        ),
      },
      {
        id: "your-rights",
        heading: "Vos droits",
        body: text(
          "Vous pouvez en tout temps :",
          list(
            "demander si nous détenons des renseignements personnels à votre sujet et en obtenir une copie, y compris dans un format technologique couramment utilisé;",
            "nous demander de corriger des renseignements inexacts, incomplets ou équivoques;",
            "retirer votre consentement et nous demander de supprimer vos renseignements, sauf si la loi nous oblige à les conserver;",
            "demander comment vos renseignements ont été recueillis, utilisés et communiqués.",
          ),
          "Pour exercer ces droits, écrivez à la personne responsable de la protection des renseignements personnels (ci-dessous). Nous pourrions vous demander de confirmer votre identité. Nous répondons dans un délai de 30 jours, sans frais.",
          "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du [Commissariat à la protection de la vie privée du Canada](https://www.priv.gc.ca/fr/) ou, au Québec, de la [Commission d’accès à l’information du Québec](https://www.cai.gouv.qc.ca/).",
        ),
      },
      {
        id: "privacy-officer",
        heading: "Personne responsable de la protection des renseignements personnels",
        body: text(
          "Les questions, demandes et plaintes concernant les renseignements personnels sont adressées à la personne responsable de leur protection dans notre entreprise :",
          list(
            "{privacyOfficer}",
            "{company}",
            "{addressLines}",
            "Courriel : {privacyOfficerEmail}",
            "Téléphone : {phone}",
          ),
        ),
      },
      {
        id: "changes",
        heading: "Modifications de cette politique",
        body: text(
          "Lorsque nous modifions cette politique, nous publions la nouvelle version sur cette page avec sa date. Si une modification touche l’utilisation de renseignements que nous détenons déjà, nous en informerons les personnes concernées avant son entrée en vigueur.",
        ),
      },
    ],
  },
  accessibility: {
    title: "Déclaration d’accessibilité",
    description:
      "L’engagement de {company} envers un site accessible, comment nous faire part de vos commentaires et demander un autre format.",
    intro: text(
      "{company} veut que tout le monde, y compris les personnes handicapées, puisse utiliser ce site Web. Nous le concevons et le vérifions pour qu’il respecte les Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA, la norme que la Loi sur l’accessibilité pour les personnes handicapées de l’Ontario (LAPHO) exige des organisations comme la nôtre.",
    ),
    sections: [
      {
        id: "what-we-do",
        heading: "Ce que nous faisons",
        body: text(
          list(
            "Chaque page peut être utilisée uniquement au clavier, avec un indicateur de focus visible et un lien pour passer directement au contenu principal.",
            "Les pages comportent des titres, des repères et des étiquettes pertinents pour que les lecteurs d’écran puissent les annoncer, et les images ont un équivalent textuel.",
            "Le texte et les commandes respectent les rapports de contraste des WCAG, et les pages s’adaptent à l’écran d’un téléphone sans perte de contenu.",
            "Le contenu en mouvement (le diaporama des marques, la bande de logos et le bandeau de liens) peut être mis en pause et s’arrête lorsque votre appareil demande de réduire les animations.",
            "Tout le site est offert en français et en anglais, et ses pages peuvent être lues sans JavaScript.",
            "Chaque page est vérifiée par des tests d’accessibilité automatisés et au clavier avant d’être publiée.",
          ),
        ),
      },
      {
        id: "known-limits",
        heading: "Limites connues",
        body: text(
          list(
            "Les noms de marques de la grille et de la bande de logos sont présentés sous forme de logotypes composés en caractères; leur équivalent textuel est le nom de la marque, et non une description de son style.",
            "Certains sites de marques vers lesquels mènent nos liens sont gérés par les marques elles-mêmes, et nous ne pouvons pas garantir leur accessibilité.",
            "Un formulaire de contact envoyé sans JavaScript vous demande une confirmation, puis il est lu par notre personnel avant d’être transmis : la réponse peut donc prendre un peu plus de temps.",
          ),
          "Nous travaillons à éliminer ces limites et vos commentaires sur tout autre point sont les bienvenus.",
        ),
      },
      {
        id: "feedback",
        heading: "Commentaires",
        body: text(
          "Si vous avez de la difficulté à utiliser une partie de ce site, ou si vous avez une suggestion, dites-le-nous. Vous pouvez :",
          list(
            "écrire à {accessibilityEmail};",
            "nous téléphoner au {phone}. {hours}, nous vous répondons;",
            "utiliser notre [formulaire de contact](/contact);",
            "écrire à {company}, {address}.",
          ),
          "Vos commentaires peuvent être anonymes. Nous en accusons réception dans un délai de deux jours ouvrables et vous indiquons la suite que nous y donnerons.",
        ),
      },
      {
        id: "other-formats",
        heading: "Autres formats",
        body: text(
          "Vous pouvez obtenir toute information de ce site, y compris cette déclaration et notre politique de confidentialité, dans un autre format, comme des gros caractères, du texte brut, un PDF accessible, le braille ou un fichier audio, ou encore de l’aide par téléphone. Communiquez avec nous par l’un des moyens ci-dessus; nous conviendrons d’un format avec vous et vous le fournirons dans un délai raisonnable, sans frais.",
        ),
      },
    ],
  },
  terms: {
    title: "Conditions d’utilisation",
    description: "Les conditions auxquelles {company} met ce site Web à votre disposition.",
    intro: text(
      "Ce site Web est publié par {company}, {address}. En l’utilisant, vous acceptez les présentes conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.",
    ),
    sections: [
      {
        id: "purpose",
        heading: "Objet du site",
        body: text(
          "Le site présente {company}, les marques que nous distribuons au Canada et nos services aux détaillants, aux marchands et aux marques partenaires. Rien sur le site ne constitue une offre de vente : les produits, les prix, la disponibilité et les conditions commerciales sont convenus uniquement dans une entente écrite ou une commande confirmée par {company}.",
        ),
      },
      {
        id: "intellectual-property",
        heading: "Propriété intellectuelle",
        body: text(
          "Les textes, les images et la conception de ce site appartiennent à {company} ou sont utilisés avec autorisation. Vous pouvez consulter, télécharger et imprimer des pages pour votre information ou en vue de faire affaire avec nous. Toute autre reproduction ou utilisation exige notre autorisation écrite.",
          "Les noms et marques de commerce présentés sur ce site appartiennent à leurs propriétaires et servent à désigner les marques que nous distribuons. Leur présence n’accorde aucune licence à leur égard.",
        ),
      },
      {
        id: "acceptable-use",
        heading: "Utilisation acceptable",
        body: text(
          "En utilisant le site, vous vous engagez à ne pas :",
          list(
            "transmettre par les formulaires de contact des renseignements faux, trompeurs, illégaux ou abusifs, ni les utiliser à des fins publicitaires;",
            "tenter d’accéder aux sections du site réservées à notre personnel, ni nuire à son fonctionnement ou à sa sécurité;",
            "copier le contenu du site par des moyens automatisés d’une manière qui le surcharge.",
          ),
        ),
      },
      {
        id: "links",
        heading: "Liens vers d’autres sites",
        body: text(
          "Les liens vers les sites des marques et d’autres sites sont fournis à titre informatif. {company} n’exerce aucun contrôle sur ces sites et n’est pas responsable de leur contenu ni de leurs pratiques en matière de confidentialité.",
        ),
      },
      {
        id: "liability",
        heading: "Exactitude et responsabilité",
        body: text(
          "Nous veillons à ce que le site soit exact et disponible, mais il est fourni tel quel. Dans la mesure permise par la loi, {company} n’est pas responsable des pertes découlant de l’utilisation du site ou de son indisponibilité. Rien dans ces conditions ne limite les droits que vous confèrent les lois sur la protection du consommateur et auxquels il est impossible de renoncer.",
        ),
      },
      {
        id: "privacy",
        heading: "Confidentialité",
        body: text(
          "Notre [politique de confidentialité](/privacy) explique comment nous traitons les renseignements personnels que vous nous transmettez.",
        ),
      },
      {
        id: "law",
        heading: "Droit applicable et modifications",
        body: text(
          "Les présentes conditions sont régies par les lois de la province de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Nous pouvons les modifier en publiant une nouvelle version sur cette page; la date ci-dessous indique leur dernière modification.",
          "Questions sur ces conditions : {generalEmail}.",
        ),
      },
    ],
  },
};
