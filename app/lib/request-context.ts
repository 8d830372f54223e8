import { createContext } from "react-router";

/** Per-request CSP nonce, handed to every script React Router or React renders. */
export const nonceContext = createContext<string>("");

/** The visitor's address, for per-client throttling. */
export const clientAddressContext = createContext<string>("unknown");
