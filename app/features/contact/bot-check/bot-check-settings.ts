import { z } from "zod/mini";

/** What the browser needs to run the configured bot check; served by the bot-check resource route. */
export const botCheckSettingsSchema = z.discriminatedUnion("provider", [
  z.object({ provider: z.literal("altcha"), challengeUrl: z.string() }),
  z.object({ provider: z.literal("recaptcha"), siteKey: z.string() }),
]);

export type BotCheckSettings = z.infer<typeof botCheckSettingsSchema>;
