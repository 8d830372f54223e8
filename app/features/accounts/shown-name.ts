/**
 * How a person is named on staff pages: their name, or their e-mail address while they have none (the first
 * owner until it gives one at sign-in, decision 267), so no heading, row or link is left without words.
 */
export function shownName(person: { name: string; email: string }): string {
  return person.name.trim() || person.email;
}
