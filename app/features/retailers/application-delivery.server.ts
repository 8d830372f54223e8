import { brandNames } from "~/features/brands/index.server";
import { storeStaffMail, storeVisitorMail } from "~/features/contact/index.server";
import { config } from "~/lib/config.server";
import type { Language } from "~/lib/languages";
import { acknowledgementMail, salesMail } from "./application-mails.server";
import type { Application } from "./application-schema";
import { releaseApplication } from "./applications.server";

/**
 * An application's two mails, through the outbox so an SMTP outage delays them and never loses them: the whole
 * application to sales, and the acknowledgement to the address typed, within what that address may receive
 * (decision 273). Sent on arrival, or for a held application when staff release it.
 */
export async function mailApplication(
  id: number,
  application: Application,
  { language, receivedAt, botChecked }: { language: Language; receivedAt: number; botChecked: boolean },
): Promise<void> {
  const { publicSiteOrigin, contactRecipients } = config();
  const sales = contactRecipients.sales;
  await storeStaffMail(
    sales,
    salesMail(application, {
      id,
      language,
      receivedAt,
      brandNames: await brandNames("en"),
      siteOrigin: publicSiteOrigin,
      botChecked,
    }),
  );
  await storeVisitorMail(application.email, acknowledgementMail(id, language, sales));
}

/**
 * Releases a held application (decision 273): it is no longer held, and its mails go now, as if it had just
 * come. False when it is gone or no longer held (another member of staff got there first).
 */
export async function releaseHeldApplication(id: number): Promise<boolean> {
  const released = await releaseApplication(id);
  if (!released) return false;
  await mailApplication(released.id, released.application, {
    language: released.language,
    receivedAt: released.receivedAt,
    botChecked: false,
  });
  return true;
}
