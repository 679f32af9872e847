// Billing: periods, costs, invoices and charges, and the payment info (billing
// contact, invoice details, cards). The area's entry: other areas read billing state only through it.
import type { Implementation } from '../../core/context.js';
import { budgetOperations } from './budget.js';
import { billingOperations } from './handlers.js';
import { paymentInfoOperations } from './payment-info.js';

export { type AccountDiscount, accountDiscountsOf, hasBillingContact, needsCard } from './account-facts.js';
export { tickBudgets } from './budget.js';
export { CHARGE_COOLDOWN_MS } from './handlers.js';
export { MAX_CARDS } from './payment-info.js';
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
} from './readers.js';
export { seedBilling } from './seed.js';
export type { BillingAccount, BillingState } from './state.js';

export const billingImplementation = {
  ...billingOperations,
  ...budgetOperations,
  ...paymentInfoOperations,
} satisfies Partial<Implementation>;
