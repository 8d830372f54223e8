import { SITE } from "@content/site";
import { formatCompanyTime } from "~/lib/company-time";
import { htmlAttribute, htmlText } from "~/lib/escape";
import { LANGUAGE_LOCALES, type Language } from "~/lib/languages";

/** A staff mail as the outbox stores it: written whole here, in the recipient's language. */
export interface WrittenMail {
  subject: string;
  text: string;
  html: string;
  language: Language;
}

interface LinkMail {
  /** Whom the mail greets. */
  name: string;
  link: string;
  expiresAt: number;
  language: Language;
}

const COPY = {
  en: {
    invitation: {
      subject: `Your ${SITE.name} staff account`,
      lines: (inviter: string) => [
        `${inviter} has opened a staff account for you on the ${SITE.name} website.`,
        "Choose your password with this link; it works once:",
      ],
      action: "Choose my password",
    },
    reset: {
      subject: `Reset your ${SITE.name} staff password`,
      lines: () => [
        "Someone asked to reset the password of your staff account. If it was you, choose a new one with this link; it works once:",
      ],
      action: "Choose a new password",
    },
    greeting: (name: string) => `Hello ${name},`,
    expires: (when: string) => `The link expires on ${when}.`,
    ignore: "If you were not expecting this e-mail, ignore it: nothing changes until the link is used.",
  },
  fr: {
    invitation: {
      subject: `Votre compte du personnel ${SITE.name}`,
      lines: (inviter: string) => [
        `${inviter} vous a ouvert un compte du personnel sur le site Web de ${SITE.name}.`,
        "Choisissez votre mot de passe à l’aide de ce lien, valable une seule fois :",
      ],
      action: "Choisir mon mot de passe",
    },
    reset: {
      subject: `Réinitialiser votre mot de passe du personnel ${SITE.name}`,
      lines: () => [
        "Quelqu’un a demandé la réinitialisation du mot de passe de votre compte du personnel. Si c’est vous, choisissez-en un nouveau à l’aide de ce lien, valable une seule fois :",
      ],
      action: "Choisir un nouveau mot de passe",
    },
    greeting: (name: string) => `Bonjour ${name},`,
    expires: (when: string) => `Le lien expire le ${when}.`,
    ignore:
      "Si vous n’attendiez pas ce courriel, ignorez-le : rien ne change tant que le lien n’est pas utilisé.",
  },
} as const;

function linkMail(kind: "invitation" | "reset", mail: LinkMail, inviter = ""): WrittenMail {
  const copy = COPY[mail.language];
  const { subject, lines, action } = copy[kind];
  const expires = copy.expires(formatCompanyTime(mail.expiresAt, LANGUAGE_LOCALES[mail.language]));
  const intro = lines(inviter);
  const text = [copy.greeting(mail.name), "", ...intro, "", mail.link, "", expires, "", copy.ignore, ""].join(
    "\n",
  );
  const html = `<!doctype html><html lang="${mail.language}"><body style="font-family:Arial,sans-serif;color:#141a2b">
<p>${htmlText(copy.greeting(mail.name))}</p>
${intro.map((line) => `<p>${htmlText(line)}</p>`).join("\n")}
<p><a href="${htmlAttribute(mail.link)}" style="color:#243f89"><strong>${htmlText(action)}</strong></a></p>
<p>${htmlText(expires)}</p>
<p style="color:#525a6e">${htmlText(copy.ignore)}</p>
</body></html>`;
  return { subject, text, html, language: mail.language };
}

/** The invitation: who opened the account, the one-time link to choose a password, when it expires. */
export function invitationMail(mail: LinkMail & { inviter: string }): WrittenMail {
  return linkMail("invitation", mail, mail.inviter);
}

/** The password reset: the one-time link, when it expires, and what to do if it was not asked for. */
export function resetMail(mail: LinkMail): WrittenMail {
  return linkMail("reset", mail);
}
