import type { LegalTexts } from "./schema";

/** Paragraphs, apart by an empty line. */
const text = (...blocks: string[]) => blocks.join("\n\n");
/** A list, one item per line. */
const list = (...items: string[]) => items.map((item) => `- ${item}`).join("\n");

export const LEGAL_EN: LegalTexts = {
  privacy: {
    title: "Privacy policy",
    description:
      "What personal information {company} collects through this website, why, how long it is kept, and your rights.",
    intro: text(
      "This policy explains, in plain terms, what personal information {company} collects through this website, why we collect it, where it goes, how long we keep it and what rights you have. It applies to this website only. We follow the Personal Information Protection and Electronic Documents Act (PIPEDA) and, for people in Quebec, the Act respecting the protection of personal information in the private sector as amended by Law 25.",
    ),
    sections: [
      {
        id: "summary",
        heading: "In short",
        body: text(
          list(
            "You can read this whole website without giving us any personal information.",
            "We collect personal information only when you send us a message through a contact form, and we use it only to answer you; or when you ask to hear when online ordering opens, and we use your e-mail address only for that; or when your company is our retail customer and you sign in to its trade account, and we use your information only to serve your company.",
            "The site has no advertising and no tracking. We count visits on our own server, without cookies or scripts, in a way that identifies no one. By default no third party receives anything about your visit.",
            "Delivered messages are deleted from the website after {deliveredDays} days.",
            "You can ask to see, correct or delete your information at any time.",
          ),
        ),
      },
      {
        id: "contact-forms",
        heading: "What our contact forms collect, and why",
        body: text(
          "When you send a message through one of our contact forms, we collect:",
          list(
            "your first and last name, your company, your e-mail address and your telephone number;",
            "your message;",
            "the department or brand you wrote to, the page you wrote from, the language of the page and the date and time the message was received.",
          ),
          "We use this information only to read your message, send it to the right team and reply to you, and, if you ask us to, to follow up on a business relationship (for example opening a retail account). We do not add you to a mailing list, we do not use your information for advertising, and we never sell, rent or trade it.",
          "When you apply for a retail account, we also collect your business's legal and operating names, its address, its GST/HST number (and its QST number in Quebec), the type and number of its stores, its website and the brands you would like to carry. We use them only to assess your application and, if it is approved, to open your account, and we send you one e-mail to confirm that we received it. An application sent without JavaScript is held, like such a message, until a member of our staff has checked it: only then does it go to our sales team and is the e-mail sent.",
          "By sending the form, you consent to this use. Every field is needed for us to know who you are and how to answer you; if you would rather not use the form, you can call us or write to us directly.",
          "To protect the forms from abuse, our server also sees your device's internet (IP) address with each request. It is used only to limit repeated submissions: it is not stored with your message, and it is deleted once it is no longer needed to count recent submissions (a matter of minutes).",
          "So that nobody can use our forms to fill someone else's mailbox, we count the automatic e-mails the website sends to each address typed into a form (a retail application's confirmation, the notify-me list's e-mails): no address gets more than three in 24 hours. The count is kept under a one-way code made from the address with a secret key, never the address itself, and is deleted 24 hours after the e-mail it counts, at the next hourly clean-up.",
        ),
      },
      {
        id: "notify-me",
        heading: "Hearing when online ordering opens",
        body: text(
          "On the B2B page you can ask to hear when online ordering opens for retailers. We then collect your e-mail address, the language of the page, and when you asked and when you confirmed. We use them only to send you one or a few e-mails about the opening of online ordering, and we never sell, rent or trade them.",
          "Your consent is given by ticking the box next to the form, which is never ticked for you, and then by confirming your address from the link we e-mail you (valid 7 days). Until you confirm, we send you nothing else; an address that is never confirmed is deleted 30 days after it was entered, with the record of the confirmation e-mail.",
          "You can withdraw your consent at any time: every message we send you has an unsubscribe link that works in one click, without signing in, or you can write to {company} at {generalEmail} or at our address below. Your address is then deleted from the list at once, with the record of the e-mails we sent it; nothing is kept.",
        ),
      },
      {
        id: "trade-accounts",
        heading: "Trade accounts for our retail customers' buyers",
        body: text(
          "The buyers of our retail customers can [sign in](/b2b/sign-in) to the trade area of this website to see our catalogue, our stock and their company's own prices, and soon to order. Each buyer has their own trade account. Our sales team creates the first one when it approves a retail account application: the person who applied becomes the company's administrator. An administrator can then invite colleagues. For each buyer we keep:",
          list(
            "their name, their work e-mail address, their preferred language, their role (buyer or administrator) and the company they buy for;",
            "their password, only as a one-way hash (scrypt), never as typed;",
            "if they turn on two-step verification, its secret, encrypted, and its recovery codes, only as one-way hashes;",
            "the links we e-mail to accept an invitation or choose a new password: each works once, an invitation for 72 hours and a reset for one hour, and only a one-way code made from the link is stored;",
            "while they are signed in, their session: the name of their browser and system and the network part of their internet (IP) address. A session ends when the browser is closed, after 2 hours without use or 8 hours after signing in, and is then deleted;",
            "a one-way code made from the network part of each address the account signed in from, never the address itself, so that someone guessing passwords from elsewhere is slowed down without locking the buyer out.",
          ),
          "The audit log records each buyer's sign-ins and failed sign-ins, and the changes an administrator makes to their colleagues' accounts (an invitation, a change of role, a deactivation), with when and from which network. These records are kept {auditDays} days and then deleted, like those of our staff.",
          "The company details the trade area shows (its names, tax numbers, payment terms, credit limit, open balance and the addresses of the stores we ship to) come from our business management system (ERP). They are information about the company, not personal information; to change them, write to your sales representative.",
          "We use this information only to give our retail customers access to our catalogue, stock and prices, and soon to ordering, and to keep their accounts secure. We hold it because of our business relationship with your company: the trade account is part of the service we provide to it. We never sell, rent or trade it, and the trade area has no advertising and no tracking.",
          "A buyer's name, e-mail address, role and status are seen only by the {company} staff whose work needs them (our owners and our sales team) and by the administrators of the buyer's own company. No one else sees them, including our other customers.",
          "A buyer's account is kept while their company is our customer. An administrator can deactivate a colleague's account at any time: the colleague can no longer sign in, and their sessions end at once. A deactivated account is kept so that the audit log can still say who did what. An account is deleted within 90 days of a written request from the buyer or their company, or of the end of our business relationship with the company; the audit log's records about it are deleted {auditDays} days after each was made.",
        ),
      },
      {
        id: "where-it-goes",
        heading: "Where your information goes",
        body: text(
          "Your message is first stored in the website's database, so that it cannot be lost, and then sent by e-mail to the {company} team responsible for the department or brand you chose. Only {company} employees who need it to answer you read it, and authorised staff can see stored messages in our password-protected staff tools to make sure every message is answered.",
          "We use service providers to host the website and to deliver e-mail. They process your information only on our behalf and under contracts that require them to protect it and keep it confidential. Our servers and these providers may be located outside Quebec, in other provinces or in other countries. Before personal information is communicated outside Quebec, we assess whether it will be adequately protected, as Quebec law requires.",
          "We do not disclose your information to anyone else unless the law requires us to (for example in response to a court order).",
        ),
      },
      {
        id: "retention",
        heading: "How long we keep it",
        body: text(
          list(
            "A message delivered to our team is deleted from the website's database {deliveredDays} days after it was delivered.",
            "A message that could not be delivered is kept for {failedDays} days after its last delivery attempt, so that our staff can send it again, and is then deleted.",
            "A message sent without JavaScript is held on the website until a member of our staff has read it and passed it on to the right team or deleted it; one that is neither is deleted {failedDays} days after it was sent.",
            "A retail account application is kept while our sales team reviews it, and deleted {failedDays} days after it is approved or declined; one sent without JavaScript that our staff neither pass on nor delete is deleted {failedDays} days after it was sent.",
            "The count of automatic e-mails sent to an address is deleted 24 hours after the e-mail it counts, at the next hourly clean-up.",
            "An address entered to hear when online ordering opens is kept until you unsubscribe if you confirmed it, and deleted 30 days after it was entered if you did not.",
            "A buyer's trade account is kept while their company is our customer, and deleted within 90 days of a written request or of the end of our business relationship with the company (see [Trade accounts](#trade-accounts)).",
            "The copy of your message in our team's mailbox is kept only as long as we need it to deal with your enquiry and any business relationship that follows, and then deleted under our records retention rules.",
            "Only the {company} employees whose work needs it can read messages in the staff tools, each under their own account. The tools record who read, exported or sent again a message, when, and from which network, but never what the message says; these records are kept {auditDays} days and then deleted.",
          ),
        ),
      },
      {
        id: "visit-statistics",
        heading: "Visit statistics",
        body: text(
          "To know which pages and brands interest retailers, our own server counts the pages it sends. Nothing runs in your browser for this: no script, no cookie, no pixel, and nothing is shared with anyone else. For each page we count:",
          list(
            "the page (its address without what follows the question mark), its language and the day;",
            "the name of the website you came from, if your browser says (for example google.ca), never the full address of the page you were on;",
            "the campaign tags of the link you followed, if it has any (utm_source, utm_medium and utm_campaign, such as a trade show's flyer);",
            "whether your device is a phone, a tablet or a computer, read from the browser's name.",
          ),
          "We also count goals reached: a message sent, a retail account application, a confirmed sign-up, shared photos downloaded, a click to a brand's website, each with the page it came from.",
          "To estimate how many people visit without following anyone, the network part of your internet (IP) address is turned into a one-way code with a key that changes every day. The key and the codes are deleted once the day is over, so that a visitor cannot be recognised from one day to the next, and your IP address itself is never stored. Search engines' robots, pages loaded ahead of time by the browser and our signed-in staff are not counted.",
          "These statistics are totals: nothing in them identifies a person. Daily figures are combined into monthly ones after 30 days, and everything is deleted after {analyticsMonths} months.",
        ),
      },
      {
        id: "cookies",
        heading: "Cookies and similar technologies",
        body: text(
          "The website sets only three cookies, all needed for it to work:",
          list(
            "i18next: remembers the language you chose (English or French) so that the next page opens in it. It contains only “en” or “fr” and lasts one year. Your browser also keeps the same choice in its local storage.",
            "{staffCookie}: set only for {company} employees who sign in to the staff tools. It keeps them signed in and ends when the browser is closed, after 2 hours without use or 8 hours after signing in, whichever comes first.",
            "trafalgar_trade_session (named __Host-trafalgar_trade_session over a secure connection): set only for our retail customers' buyers who sign in to the trade area. It keeps them signed in and ends when the browser is closed, after 2 hours without use or 8 hours after signing in, whichever comes first.",
          ),
          "We use no advertising, analytics, social media or tracking cookies, and no other technology that follows you across websites; our visit statistics need no cookie. The website's fonts and images are served from our own servers.",
        ),
      },
      {
        id: "spam-protection",
        heading: "Protection against spam",
        body: text(
          "To protect our forms from automated spam, your browser solves a small calculation when you send a message, and our own server checks the answer. This check involves no third party, sets no cookie and collects no information about you.",
        ),
        recaptchaBody: text(
          "To protect our forms from automated spam, this website uses Google reCAPTCHA v3, a service of Google LLC. On pages with a contact form, your browser loads reCAPTCHA from Google, which collects information about your device and browser (such as your IP address, browser settings and how you interact with the page) and may set its own cookies. When you send a message, our server sends Google the check's result and your IP address to verify it. Google uses this information to estimate whether a person or a program is using the form, and sends us only a score. Google may process this information in the United States. Its use is governed by [Google's Privacy Policy](https://policies.google.com/privacy) and [Terms of Service](https://policies.google.com/terms). If you prefer not to use reCAPTCHA, call us or write to us by e-mail instead.",
        ),
      },
      {
        id: "security",
        heading: "How we protect your information",
        body: text(
          "The website uses encrypted connections (HTTPS). Stored messages are kept in a database that only the website and authorised staff can reach, behind a password that is stored only in hashed form. Our server logs record which pages are requested, never what you type into a form. If a confidentiality incident ever presents a risk of serious injury, we will notify you and the privacy authorities as the law requires, and we keep a register of incidents.",
        ),
      },
      {
        id: "your-rights",
        heading: "Your rights",
        body: text(
          "You may at any time:",
          list(
            "ask whether we hold personal information about you, and receive a copy of it, including in a commonly used technological format;",
            "ask us to correct information that is inaccurate, incomplete or ambiguous;",
            "withdraw your consent and ask us to delete your information, unless the law requires us to keep it;",
            "ask how your information was collected, used and shared.",
          ),
          "To exercise these rights, write to the person in charge of the protection of personal information (below). We may ask you to confirm your identity. We answer within 30 days, free of charge.",
          "If you are not satisfied with our answer, you may complain to the [Office of the Privacy Commissioner of Canada](https://www.priv.gc.ca/) or, in Quebec, to the [Commission d'accès à l'information du Québec](https://www.cai.gouv.qc.ca/).",
        ),
      },
      {
        id: "privacy-officer",
        heading: "Person in charge of the protection of personal information",
        body: text(
          "Questions, requests and complaints about personal information go to the person in charge of its protection at our company:",
          list(
            "{privacyOfficer}",
            "{company}",
            "{addressLines}",
            "E-mail: {privacyOfficerEmail}",
            "Telephone: {phone}",
          ),
        ),
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        body: text(
          "When we change this policy, we publish the new version on this page with its date. If a change affects how we use information we already hold, we will tell the people concerned before it takes effect.",
        ),
      },
    ],
  },
  accessibility: {
    title: "Accessibility statement",
    description:
      "{company}'s commitment to an accessible website, how to send feedback and how to ask for another format.",
    intro: text(
      "{company} wants everyone, including people with disabilities, to be able to use this website. We design and test it to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the standard Ontario's Accessibility for Ontarians with Disabilities Act (AODA) asks of organisations like ours.",
    ),
    sections: [
      {
        id: "what-we-do",
        heading: "What we do",
        body: text(
          list(
            "Every page can be used with a keyboard alone, with a visible focus and a link to skip to the main content.",
            "Pages are built with meaningful headings, landmarks and labels so that screen readers can announce them, and images have text alternatives.",
            "Text and controls meet WCAG colour contrast ratios, and pages reflow to fit a phone's screen without loss of content.",
            "Moving content (the brand slideshow, the logo strip and the banner of links) can be paused and stops when your device asks for reduced motion.",
            "The whole site is available in English and in French, and its pages can be read without JavaScript.",
            "Each page is checked with automated accessibility tests and with a keyboard before it is published.",
          ),
        ),
      },
      {
        id: "known-limits",
        heading: "Known limits",
        body: text(
          list(
            "Brand names in the brand grid and logo strip are shown as typeset wordmarks; their text alternative is the brand's name, not a description of its style.",
            "Some brand websites we link to are run by the brands themselves, and we cannot guarantee their accessibility.",
            "A contact form sent without JavaScript asks you to confirm it once, then is read by our staff before it is passed on, so an answer may take a little longer.",
          ),
          "We are working to remove these limits and welcome your comments on anything else.",
        ),
      },
      {
        id: "feedback",
        heading: "Feedback",
        body: text(
          "If you have difficulty using any part of this website, or have a suggestion, please tell us. You can:",
          list(
            "e-mail {accessibilityEmail};",
            "call us at {phone} — our hours: {hours};",
            "use our [contact form](/contact);",
            "write to {company}, {address}.",
          ),
          "Feedback can be anonymous. We acknowledge it within two business days and tell you what we will do about it.",
        ),
      },
      {
        id: "other-formats",
        heading: "Other formats",
        body: text(
          "You can ask for any information on this website, including this statement and our privacy policy, in another format, such as large print, plain text, an accessible PDF, Braille or an audio file, or for help over the telephone. Contact us by any of the means above; we will agree on a format with you and provide it in a timely manner, at no cost.",
        ),
      },
    ],
  },
  terms: {
    title: "Terms of use",
    description: "The terms on which {company} makes this website available.",
    intro: text(
      "This website is published by {company}, {address}. By using it, you accept these terms. If you do not accept them, please do not use the website.",
    ),
    sections: [
      {
        id: "purpose",
        heading: "Purpose of the website",
        body: text(
          "The website presents {company}, the brands we distribute in Canada and our services to retailers, dealers and brand partners. Nothing on it is an offer to sell: products, prices, availability and terms of trade are agreed only in a written agreement or order confirmed by {company}.",
        ),
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        body: text(
          "The text, images and design of this website belong to {company} or are used with permission. You may view, download and print pages for your own information or to prepare business with us. Any other reproduction or use requires our written permission.",
          "Brand names and trademarks shown on this website belong to their owners and are used to identify the brands we distribute. Their use does not grant any licence to them.",
        ),
      },
      {
        id: "acceptable-use",
        heading: "Acceptable use",
        body: text(
          "When you use the website, you agree not to:",
          list(
            "send false, misleading, unlawful or abusive information through the contact forms, or use them to advertise;",
            "try to reach areas of the website reserved for our staff, or interfere with its operation or security;",
            "copy the website's content by automated means in a way that burdens it.",
          ),
        ),
      },
      {
        id: "links",
        heading: "Links to other websites",
        body: text(
          "Links to brands' and other websites are provided for convenience. {company} does not control those websites and is not responsible for their content or their privacy practices.",
        ),
      },
      {
        id: "liability",
        heading: "Accuracy and liability",
        body: text(
          "We take care to keep the website accurate and available, but it is provided as is. To the extent the law allows, {company} is not liable for any loss arising from the use of the website or from its being unavailable. Nothing in these terms limits rights that consumer protection laws give you and that cannot be waived.",
        ),
      },
      {
        id: "privacy",
        heading: "Privacy",
        body: text(
          "Our [privacy policy](/privacy) explains how we handle the personal information you send us.",
        ),
      },
      {
        id: "law",
        heading: "Governing law and changes",
        body: text(
          "These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. We may change them by publishing a new version on this page; the date below shows when they last changed.",
          "Questions about these terms: {generalEmail}.",
        ),
      },
    ],
  },
};
