import { SITE } from "@content/site";
import { formatCompanyTime } from "~/lib/company-time";
import { htmlAttribute, htmlText } from "~/lib/escape";
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from "~/lib/languages";

/** A trade mail as the outbox stores it: both languages, the buyer's first (Quebec's Charter asks for French). */
export interface TradeMail {
  subject: string;
  text: string;
  html: string;
  language: Language;
}

export interface TradeLinkMail {
  /** Whom the mail greets. */
  name: string;
  /** The customer's name, as the ERP gives it. */
  company: string;
  link: string;
  expiresAt: number;
  /** The buyer's language: its half comes first. */
  language: Language;
}

interface Half {
  subject: string;
  lines: string[];
  action: string;
}

const COPY = {
  en: {
    invitation: (mail: TradeLinkMail): Half => ({
      subject: `Your ${SITE.name} trade account`,
      lines: [
        `${SITE.name} has opened a trade account for you as a buyer for ${mail.company}: our catalogue with live stock and your own prices, in English and French.`,
        "Choose your password with this link; it works once:",
      ],
      action: "Choose my password",
    }),
    reset: (): Half => ({
      subject: `Reset your ${SITE.name} trade password`,
      lines: [
        "Someone asked to reset the password of your trade account. If it was you, choose a new one with this link; it works once:",
      ],
      action: "Choose a new password",
    }),
    greeting: (name: string) => `Hello ${name},`,
    expires: (when: string) => `The link expires on ${when}.`,
    ignore: "If you were not expecting this e-mail, ignore it: nothing changes until the link is used.",
  },
  fr: {
    invitation: (mail: TradeLinkMail): Half => ({
      subject: `Votre compte commercial ${SITE.name}`,
      lines: [
        `${SITE.name} vous a ouvert un compte commercial d’acheteur pour ${mail.company}\u00a0: notre catalogue avec les stocks en temps réel et vos propres prix, en français et en anglais.`,
        "Choisissez votre mot de passe à l’aide de ce lien, valable une seule fois\u00a0:",
      ],
      action: "Choisir mon mot de passe",
    }),
    reset: (): Half => ({
      subject: `Réinitialiser votre mot de passe commercial ${SITE.name}`,
      lines: [
        "Quelqu’un a demandé la réinitialisation du mot de passe de votre compte commercial. Si c’est vous, choisissez-en un nouveau à l’aide de ce lien, valable une seule fois\u00a0:",
      ],
      action: "Choisir un nouveau mot de passe",
    }),
    greeting: (name: string) => `Bonjour ${name},`,
    expires: (when: string) => `Le lien expire le ${when}.`,
    ignore:
      "Si vous n’attendiez pas ce courriel, ignorez-le\u00a0: rien ne change tant que le lien n’est pas utilisé.",
  },
} as const;

/** The buyer's language first, then the other. */
function languagesFor(first: Language): Language[] {
  return [first, ...LANGUAGES.filter((language) => language !== first)];
}

function tradeMail(kind: "invitation" | "reset", mail: TradeLinkMail): TradeMail {
  const halves = languagesFor(mail.language).map((language) => {
    const copy = COPY[language];
    const half = copy[kind](mail);
    const expires = copy.expires(formatCompanyTime(mail.expiresAt, LANGUAGE_LOCALES[language]));
    return { language, copy, half, expires };
  });
  const text = halves
    .map(({ copy, half, expires }) =>
      [copy.greeting(mail.name), "", ...half.lines, "", mail.link, "", expires, "", copy.ignore].join("\n"),
    )
    .join("\n\n———\n\n");
  const html = `<!doctype html><html lang="${mail.language}"><body style="font-family:Arial,sans-serif;color:#141a2b">
${halves
  .map(
    ({ language, copy, half, expires }) => `<div lang="${language}">
<p>${htmlText(copy.greeting(mail.name))}</p>
${half.lines.map((line) => `<p>${htmlText(line)}</p>`).join("\n")}
<p><a href="${htmlAttribute(mail.link)}" style="color:#243f89"><strong>${htmlText(half.action)}</strong></a></p>
<p>${htmlText(expires)}</p>
<p style="color:#525a6e">${htmlText(copy.ignore)}</p>
</div>`,
  )
  .join('\n<hr style="border:0;border-top:1px solid #cbd5e1">\n')}
</body></html>`;
  return {
    subject: halves.map(({ half }) => half.subject).join(" / "),
    text: `${text}\n`,
    html,
    language: mail.language,
  };
}

/** The invitation of a new buyer: the company it is for, the one-time link to choose a password, its end. */
export function tradeInvitationMail(mail: TradeLinkMail): TradeMail {
  return tradeMail("invitation", mail);
}

/** A buyer's password reset: the one-time link, its end, and what to do if it was not asked for. */
export function tradeResetMail(mail: TradeLinkMail): TradeMail {
  return tradeMail("reset", mail);
}
