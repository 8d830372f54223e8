import { createContext, useContext } from "react";

/** Same value on both sides: the server's per-request nonce, read back from the page in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
