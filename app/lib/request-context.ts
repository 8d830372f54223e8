import { createContext } from "react-router";

/** Per-request CSP nonce, handed to every script React Router or React renders; none on a shared render. */
export const nonceContext = createContext<string | undefined>(undefined);

/**
 * Set when the page is rendered once to be served to many visitors (`server/page-cache.ts`): the complete
 * document in one piece, with no nonce (its policy lists the hashes of its inline scripts instead).
 */
export const sharedRenderContext = createContext<boolean>(false);

/** The visitor's address, for per-client throttling. */
export const clientAddressContext = createContext<string>("unknown");

/**
 * The caller's own address is one of TRUST_PROXY's: the deployment's proxy or load balancer asking for
 * itself (a health check), not a visitor it forwards.
 */
export const trustedCallerContext = createContext<boolean>(false);
