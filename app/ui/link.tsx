import {
  type FormProps,
  type LinkProps,
  type NavLinkProps,
  Form as RouterForm,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from "react-router";

/*
 * React Router's links and forms, without the `data-discover` marker each would otherwise carry. The browser
 * gets the whole route manifest with its scripts (`routeDiscovery: "initial"`, decision 161), so nothing reads
 * the marker: on the home page it was 120 copies of the same attribute.
 */

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}

export function Form(props: FormProps) {
  return <RouterForm discover="none" {...props} />;
}
