// Billing (SPEC §7, DESIGN §8): the billing slice, its seed and operations live in ./billing/; this
// module is the area's entry point and what other areas read billing state through.
export { billingImplementation, CHARGE_COOLDOWN_MS } from './billing/handlers.js';
export {
  accountBenefitsOf,
  accountBillingSummaryOf,
  activeCardOf,
  billingContactOf,
  cardsOf,
  invoiceDetailsOf,
  invoiceRecipientEmailOf,
  setBillingContact,
  unpaidBalanceOf,
} from './billing/readers.js';
export { seedBilling } from './billing/seed.js';
export type { BillingAccount, BillingState } from './billing/state.js';
