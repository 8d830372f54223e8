import { SITE } from "@content/site";
import type { StaffMail } from "~/features/contact/index.server";
import { formatCompanyTime } from "~/lib/company-time";
import { htmlAttribute, htmlText, mailHeaderText } from "~/lib/escape";
import type { Language } from "~/lib/languages";
import { leadMailBody } from "~/lib/lead-mail";
import type { Application } from "./application-schema";
import { APPLICATIONS_PATH, type StoreType } from "./constants";

const STORE_TYPE_NAMES: Record<StoreType, string> = {
  independent: "Independent store",
  chain: "Chain",
  online: "Online store",
  department: "Department store",
  other: "Other",
};

/** How staff and the buyer name an application: `A-000042`. */
export const applicationReference = (id: number) => `A-${String(id).padStart(6, "0")}`;

const page = (language: Language, body: string) =>
  `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#141a2b">\n${body}\n</body></html>`;

/**
 * The application as sales receive it: every answer, the brands by name, and the link to it in the Messages
 * tool, where its status is moved. Staff read English; a French buyer's application says so at the top.
 * Replying goes to the buyer.
 */
export function salesMail(
  application: Application,
  {
    id,
    language,
    receivedAt,
    brandNames,
    siteOrigin,
    botChecked,
  }: {
    id: number;
    language: Language;
    receivedAt: number;
    brandNames: ReadonlyMap<string, string>;
    siteOrigin: string;
    botChecked: boolean;
  },
): StaffMail {
  const a = application;
  const store = a.operatingName || a.legalName;
  const link = `${siteOrigin}${APPLICATIONS_PATH}/${id}`;
  const rows: [string, string][] = [
    ["Reference", applicationReference(id)],
    ["Legal business name", a.legalName],
    ["Operating name", a.operatingName || "—"],
    ["Contact", a.contactName],
    ["Email", a.email],
    ["Phone", a.phone],
    ["Address", `${a.street}, ${a.city} ${a.province} ${a.postalCode}`],
    ["GST/HST number", a.gstHst],
    ...(a.qst ? [["QST number", a.qst] satisfies [string, string]] : []),
    ["Store type", STORE_TYPE_NAMES[a.storeType]],
    ["Website", a.website || "—"],
    ["Number of stores", String(a.doors)],
    ["Brands wanted", a.brands.map((brand) => brandNames.get(brand) ?? brand).join(", ")],
    ["Language", language === "fr" ? "French (fr)" : "English (en)"],
    ["Received", formatCompanyTime(receivedAt, "en-CA")],
  ];
  const opening = [
    ...(language === "fr" ? ["Demande reçue en français : le détaillant a écrit en français.", ""] : []),
    `New retail account application from the ${SITE.name} website.`,
    ...(botChecked
      ? []
      : ["", "Sent without JavaScript: the website could not check that a person sent it."]),
  ];
  const body = leadMailBody(opening, rows, a.message || "—");
  const text = [...body.text, `Review it and record your decision: ${link}`, ""].join("\n");
  const html = page(
    "en",
    `${body.html}
<p><a href="${htmlAttribute(link)}" style="color:#243f89"><strong>Review it and record your decision</strong></a></p>`,
  );
  return {
    subject: mailHeaderText(
      `Retail account application ${applicationReference(id)} — ${store} (${a.city}, ${a.province})`,
    ),
    text,
    html,
    language: "en",
    replyTo: a.email,
  };
}

const ACKNOWLEDGEMENT = {
  en: {
    subject: `We received your retail account application (${SITE.name})`,
    lines: (reference: string, sales: string) => [
      "Hello,",
      `Thank you for applying to open a retail account with ${SITE.name}. Your application's reference is ${reference}.`,
      "Our sales team reviews every application and will contact you within two business days, by e-mail or by phone.",
      `If you did not send this application, ignore this e-mail or write to ${sales}.`,
    ],
  },
  fr: {
    subject: `Nous avons bien reçu votre demande de compte détaillant (${SITE.name})`,
    lines: (reference: string, sales: string) => [
      "Bonjour,",
      `Merci d’avoir demandé l’ouverture d’un compte détaillant chez ${SITE.name}. Le numéro de référence de votre demande est ${reference}.`,
      "Notre équipe des ventes étudie chaque demande et communiquera avec vous dans un délai de deux jours ouvrables, par courriel ou par téléphone.",
      `Si vous n’avez pas envoyé cette demande, ne tenez pas compte de ce courriel ou écrivez à ${sales}.`,
    ],
  },
} as const;

/**
 * The buyer's acknowledgement, in their language. It repeats nothing they typed (a name could carry someone
 * else's advertisement to the address given): only the reference, what happens next, and sales' address.
 */
export function acknowledgementMail(id: number, language: Language, salesAddress: string): StaffMail {
  const { subject, lines } = ACKNOWLEDGEMENT[language];
  const body = lines(applicationReference(id), salesAddress);
  return {
    subject,
    text: `${body.join("\n\n")}\n\n${SITE.name}\n`,
    html: page(
      language,
      `${body.map((line) => `<p>${htmlText(line)}</p>`).join("\n")}\n<p>${htmlText(SITE.name)}</p>`,
    ),
    language,
  };
}
