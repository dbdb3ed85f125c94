/** Checkout's public face: step 2 of the cart panel. */
export { CheckoutForm } from './components/checkout-form';
export type { CheckoutRestaurant } from './types';
