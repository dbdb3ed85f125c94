export { OrderTracking } from './components/order-tracking';
