/** A promo code as the contract allows it: 3 to 32 capital letters, digits or hyphens. */
export const PROMO_CODE = /^[A-Z0-9-]{3,32}$/;
