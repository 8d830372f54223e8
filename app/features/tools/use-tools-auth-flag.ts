import { useEffect } from "react";
import { TOOLS_AUTH_KEY, TOOLS_AUTH_VALUE } from "./constants";

/**
 * The spec's session-storage flag. The server's session decides access; the flag only tells scripts in
 * this tab that staff signed in, so it is written whenever a tools page shows and removed at sign-out.
 */
export function useToolsAuthFlag(): void {
  useEffect(() => {
    sessionStorage.setItem(TOOLS_AUTH_KEY, TOOLS_AUTH_VALUE);
  }, []);
}

export function clearToolsAuthFlag(): void {
  sessionStorage.removeItem(TOOLS_AUTH_KEY);
}
