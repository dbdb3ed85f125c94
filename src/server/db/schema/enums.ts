import { pgEnum } from 'drizzle-orm/pg-core';
import { STOCK_MOVEMENT_TYPES } from '../../../domain/inventory/stock';
import { DELIVERY_TYPES, ORDER_SOURCES, ORDER_STATUSES } from '../../../domain/orders/order-status';

// The enums are built from the domain's tuples: one list feeds the database, zod and the UI.
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const deliveryTypeEnum = pgEnum('delivery_type', DELIVERY_TYPES);
export const orderSourceEnum = pgEnum('order_source', ORDER_SOURCES);
export const stockMovementTypeEnum = pgEnum('stock_movement_type', STOCK_MOVEMENT_TYPES);
