import { createContext } from "react-router";
import type { BuyerSession } from "./session";

/** Set by `buyersOnly` for every signed-in trade page: loaders below it read the buyer and their customer here. */
export const buyerSessionContext = createContext<BuyerSession>();
