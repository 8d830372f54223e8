/** The bot check could not load or start: the visitor sees `contact.confirm.recaptcha`. */
export class BotCheckUnavailable extends Error {
  override name = "BotCheckUnavailable";
}
