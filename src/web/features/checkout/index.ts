/** Checkout's public face: step 2 of the cart panel. */
export { CheckoutForm } from './components/checkout-form';
export { OrderConfirmation } from './components/order-confirmation';
export type { SentOrder } from './hooks/use-send-order';
export type { CheckoutRestaurant } from './types';
