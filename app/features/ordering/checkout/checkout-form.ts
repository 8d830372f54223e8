import { z } from "zod";
import { isStorableText } from "~/lib/text-rules";

/** The longest a PO number may be, as ERPs and EDI's purchase orders (X12 850, BEG03) hold one. */
export const PO_NUMBER_MAX = 22;
/** The longest notes for the warehouse. */
export const ORDER_NOTES_MAX = 1000;

const day = z.union([z.literal(""), z.iso.date()]);

/**
 * The checkout form (issue 51 §3): the ship-to's code, the PO number (letters, digits, spaces and `-./#`), the
 * requested ship date and the cancel date (days, optional, the cancel date not before the ship date), notes,
 * and the form's own key (a UUID the page made) that makes a resubmission find its order.
 */
export const checkoutSchema = z
  .object({
    shipTo: z.string().min(1).max(40),
    poNumber: z
      .string()
      .trim()
      .max(PO_NUMBER_MAX, "poNumber")
      .regex(/^[A-Za-z0-9 ./#-]*$/, "poNumber"),
    requestedShipOn: day,
    cancelOn: day,
    notes: z.string().trim().max(ORDER_NOTES_MAX, "notes").refine(isStorableText, "notes"),
    key: z.uuid(),
  })
  .refine((form) => !form.requestedShipOn || !form.cancelOn || form.cancelOn >= form.requestedShipOn, {
    path: ["cancelOn"],
    message: "cancelBeforeShip",
  });

export type CheckoutForm = z.infer<typeof checkoutSchema>;
