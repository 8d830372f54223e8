import { createContext } from "react-router";
import type { StaffSession } from "./session-expiry";

/** Set by the tools layout's middleware for every tools page: loaders below it may read the session. */
export const staffSessionContext = createContext<StaffSession>();
