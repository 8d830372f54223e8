import type { SessionState } from "~/features/accounts";
import type { Language } from "~/lib/languages";
import type { BuyerRole } from "./constants";

/** The customer a buyer buys for, as every trade page may show it. */
export interface BuyerCustomer {
  number: string;
  /** The operating name, or the legal one where the ERP gives none. */
  name: string;
  status: "active" | "on_hold";
}

/** A signed-in buyer's session: every ordering query takes `customer.number` from here, never from a request. */
export interface BuyerSession extends SessionState {
  buyer: {
    id: number;
    name: string;
    email: string;
    role: BuyerRole;
    language: Language;
    secondFactor: boolean;
  };
  customer: BuyerCustomer;
}
