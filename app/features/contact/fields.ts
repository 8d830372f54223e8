/*
 * The contact fields as the form renders them. The rules they must meet (`schema.ts`, with zod) are a
 * separate module: the form loads them only when it is sent.
 */

/** The fields a visitor fills in, in form order. */
export const CONTACT_FIELDS = ["firstName", "lastName", "company", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  firstName: "",
  lastName: "",
  company: "",
  email: "",
  phone: "",
  message: "",
};

/** The six fields as a form holds them (`FormData`, `URLSearchParams`); a missing or file entry reads as blank. */
export function contactValues(read: (field: ContactField) => FormDataEntryValue | null): ContactValues {
  const text = (field: ContactField) => {
    const value = read(field);
    return typeof value === "string" ? value : "";
  };
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    company: text("company"),
    email: text("email"),
    phone: text("phone"),
    message: text("message"),
  };
}

export type FieldErrors = Partial<Record<ContactField, true>>;
