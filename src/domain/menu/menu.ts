/** Half-and-half pizza is priced at the dearer flavour or at the average, as the restaurant chooses. */
export const HALF_AND_HALF_PRICING = ['highest', 'average'] as const;
export type HalfAndHalfPricing = (typeof HALF_AND_HALF_PRICING)[number];

export const OPTION_GROUP_KINDS = ['standard', 'flavors'] as const;
export type OptionGroupKind = (typeof OPTION_GROUP_KINDS)[number];

export const DELIVERY_ZONE_KINDS = ['radius', 'neighborhood'] as const;
export type DeliveryZoneKind = (typeof DELIVERY_ZONE_KINDS)[number];

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'pix'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
