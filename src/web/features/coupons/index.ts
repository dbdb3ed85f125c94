/** Coupons' public face for the features that compose them (checkout, the VIP program). */
export { type AppliedCoupon, CouponField } from './components/coupon-field';
export { CouponsPanel } from './components/coupons-panel';
