export { OrderTracking } from './components/order-tracking';
export type { TrackedOrder } from './types';
