import type { Ref } from "react";
import {
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from "react-router";

/*
 * React Router's links and forms, without the `data-discover` marker each would otherwise carry (decisions 161
 * and 192): on the home page it was 120 copies of the same attribute, and a request for every route they name as
 * soon as the page hydrated. The router asks for a route's manifest entry when a navigation first needs it.
 */

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}

/** `ref` reaches the form element, for a page that empties the form once its answer has come. */
export function Form(props: FormProps & { ref?: Ref<HTMLFormElement> }) {
  return <RouterForm discover="none" {...props} />;
}
