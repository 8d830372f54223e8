import type { CompanyFacts } from "@content/company/facts";
import { SITE } from "@content/site";
import type { StaffMail } from "~/features/contact/index.server";
import { companyView } from "~/lib/company-contact";
import { htmlAttribute, htmlText } from "~/lib/escape";
import { typesetFrench } from "~/lib/french-typography";
import type { Language } from "~/lib/languages";

/** Who writes, as CASL asks every such message to say: the company, its mailing address, how to reach it. */
function sender(facts: CompanyFacts, language: Language): string[] {
  const company = companyView(facts, language);
  return [SITE.name, ...company.addressLines, company.generalEmail];
}

const WORDS = {
  en: {
    confirm: {
      subject: `Confirm your address: online ordering news from ${SITE.name}`,
      lines: (link: string, general: string) => [
        "Hello,",
        `This address was entered on the ${SITE.name} website to hear when online ordering opens for retailers.`,
        `To confirm it, open this link and press “Confirm my address”: ${link}`,
        "The link works for 7 days. Until you confirm, we send nothing else.",
        `If you did not ask for this, ignore this e-mail: the request is deleted within 30 days. Questions: ${general}.`,
      ],
    },
    welcome: {
      subject: `You are on the list: we will tell you when online ordering opens (${SITE.name})`,
      lines: (b2b: string) => [
        "Hello,",
        "Thank you for confirming your address. When online ordering opens for retailers, we will send you one or a few e-mails about it, and nothing else.",
        `Until then, you can order as shown on ${b2b}.`,
      ],
      unsubscribe: (link: string) =>
        `To unsubscribe, open ${link} (one click, no sign-in), or write to us at the address below.`,
    },
  },
  fr: {
    confirm: {
      subject: `Confirmez votre adresse : l’ouverture de la commande en ligne chez ${SITE.name}`,
      lines: (link: string, general: string) => [
        "Bonjour,",
        `Cette adresse a été inscrite sur le site de ${SITE.name} afin de recevoir un avis à l’ouverture de la commande en ligne aux détaillants.`,
        `Pour la confirmer, ouvrez ce lien et appuyez sur « Confirmer mon adresse » : ${link}`,
        "Le lien est valable 7 jours. Tant que vous n’avez pas confirmé, nous ne vous écrivons pas.",
        `Si vous n’avez rien demandé, ne tenez pas compte de ce courriel : la demande sera supprimée d’ici 30 jours. Des questions ? ${general}`,
      ],
    },
    welcome: {
      subject: `Votre adresse est inscrite : nous vous aviserons de l’ouverture de la commande en ligne (${SITE.name})`,
      lines: (b2b: string) => [
        "Bonjour,",
        "Merci d’avoir confirmé votre adresse. À l’ouverture de la commande en ligne aux détaillants, nous vous enverrons un ou quelques courriels à ce sujet, et rien d’autre.",
        `D’ici là, vous pouvez commander comme l’indique la page ${b2b}.`,
      ],
      unsubscribe: (link: string) =>
        `Pour vous désabonner, ouvrez ${link} (un seul clic, sans connexion), ou écrivez-nous à l’adresse ci-dessous.`,
    },
  },
} as const;

const typeset = (language: Language, line: string) => (language === "fr" ? typesetFrench(line) : line);

/** Plain paragraphs as a mail's text and HTML parts, each link in the HTML made one. */
function mail(language: Language, subject: string, paragraphs: string[], footer: string[]) {
  const lines = paragraphs.map((line) => typeset(language, line));
  // Split on the links first: a link's address is escaped as an attribute, the words around it as text.
  const linked = (line: string) =>
    line
      .split(/(https?:\/\/\S+[^\s.,:;)])/)
      .map((part, index) =>
        index % 2 === 1
          ? `<a href="${htmlAttribute(part)}" style="color:#243f89">${htmlText(part)}</a>`
          : htmlText(part),
      )
      .join("");
  return {
    subject: typeset(language, subject),
    text: `${[...lines, footer.join("\n")].join("\n\n")}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#141a2b">\n${lines
      .map((line) => `<p>${linked(line)}</p>`)
      .join(
        "\n",
      )}\n<p style="color:#5b6477;font-size:13px">${footer.map(htmlText).join("<br>")}</p>\n</body></html>`,
    language,
  };
}

/** The double opt-in's mail: the link to the page that confirms the address (a button, so no scanner confirms). */
export function confirmationMail(link: string, language: Language, facts: CompanyFacts): StaffMail {
  const words = WORDS[language].confirm;
  const footer = sender(facts, language);
  return mail(language, words.subject, words.lines(link, companyView(facts, language).generalEmail), footer);
}

/** RFC 8058's pair: where to unsubscribe, and that one POST there does it. */
const unsubscribeHeaders = (link: string) => ({
  "List-Unsubscribe": `<${link}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

/**
 * The mail that says an address is on the list, and every later one: its one-click unsubscribe as mail
 * clients read it (RFC 8058) and as a visible link.
 */
export function welcomeMail(
  { unsubscribeLink, b2bLink }: { unsubscribeLink: string; b2bLink: string },
  language: Language,
  facts: CompanyFacts,
): StaffMail {
  const words = WORDS[language].welcome;
  return {
    ...mail(
      language,
      words.subject,
      [...words.lines(b2bLink), words.unsubscribe(unsubscribeLink)],
      sender(facts, language),
    ),
    headers: unsubscribeHeaders(unsubscribeLink),
  };
}
