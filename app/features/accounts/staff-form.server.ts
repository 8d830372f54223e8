import { data } from "react-router";
import { mediaType, readBody } from "~/lib/request-body.server";
import { STAFF_FORM_LIMIT_BYTES } from "./constants";

/** Staff forms post URL-encoded fields, as every browser sends a plain form. */
const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

/** A request no staff form sends: answered with the error page and the status that says why. */
export function refused(status: 400 | 413 | 415, message: string): never {
  throw data(message, { status, headers: { "Cache-Control": "no-store" } });
}

/** Refuses at once what is not a plain form post, before any other work is done with it. */
export function requireFormPost(request: Request): void {
  if (mediaType(request) !== FORM_MEDIA_TYPE) refused(415, `Send the form as ${FORM_MEDIA_TYPE}.`);
}

/** A staff form's fields, read only up to a few kilobytes (a form that holds long texts names its own limit). */
export async function readStaffForm(
  request: Request,
  limitBytes: number = STAFF_FORM_LIMIT_BYTES,
): Promise<URLSearchParams> {
  requireFormPost(request);
  const body = await readBody(request, limitBytes);
  if (!body.ok) refused(413, "The form is larger than any staff form.");
  return new URLSearchParams(body.bytes.toString("utf8"));
}

/** A field the form always sends; a request without it was not sent by the form. */
export function requiredField(form: URLSearchParams, name: string): string {
  const value = form.get(name);
  if (value === null) refused(400, `The form has no ${name} field.`);
  return value;
}
