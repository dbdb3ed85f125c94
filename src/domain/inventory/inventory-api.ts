/**
 * The shapes the inventory, supplier and purchase APIs return (money as decimal strings, times as
 * ISO text), shared by the server that builds them and the 'Estoque' tab that reads them.
 */
import type { PurchaseStatus, StockMovementType, StockStatus } from './stock';

export interface InventoryItemView {
  id: string;
  name: string;
  price: string;
  imageUrl: string | null;
  category: string | null;
  isActive: boolean;
  hasInventoryControl: boolean;
  stockQuantity: number;
  minStockAlert: number;
  stockUnit: string;
  /** Cost per unit, e.g. "12.50". */
  costPrice: string;
  status: StockStatus;
}

export interface InventoryCountersView {
  controlledItems: number;
  lowStock: number;
  stockOk: number;
  /** Sum of quantity × cost over controlled items, e.g. "1250.00". */
  totalValue: string;
}

export interface InventoryView {
  counters: InventoryCountersView;
  items: InventoryItemView[];
}

export interface StockMovementView {
  id: string;
  menuItemId: string;
  menuItemName: string;
  type: StockMovementType;
  /** Signed change applied to the stock (an `ajuste` records the difference). */
  quantity: number;
  reason: string | null;
  notes: string | null;
  orderId: string | null;
  /** Last 6 of the order id, for sale movements. */
  orderNumber: string | null;
  purchaseId: string | null;
  costPerUnit: string;
  totalCost: string;
  createdBy: string | null;
  createdAt: string;
}

/** A movement just registered, with the item's stock after it. */
export interface RegisteredMovementView extends StockMovementView {
  stockAfter: number;
  /**
   * Whether the item's stock is controlled. A movement on an item without control is accepted and
   * kept (decision 0015), but orders do not lower that count and the menu ignores it until
   * control is on: the panel says so; `notice` says it to any other client.
   */
  hasInventoryControl: boolean;
  notice?: string;
}

/** An item a confirmed order took to or below its minimum alert (the orders panel's notice). */
export interface LowStockItem {
  menuItemId: string;
  name: string;
  stockQuantity: number;
  minStockAlert: number;
  stockUnit: string;
}

export interface SupplierView {
  id: string;
  name: string;
  contact: string | null;
  /** Digits with the country code, e.g. "5511999998888". */
  phone: string | null;
  email: string | null;
  address: string | null;
  notes: string | null;
  isActive: boolean;
  createdAt: string;
}

export interface PurchaseLineView {
  id: string;
  menuItemId: string;
  menuItemName: string;
  quantity: number;
  unitPrice: string;
  totalPrice: string;
}

export interface PurchaseView {
  id: string;
  supplierId: string | null;
  supplierName: string | null;
  invoiceNumber: string | null;
  /** "2024-05-13" */
  purchaseDate: string | null;
  totalAmount: string;
  status: PurchaseStatus;
  notes: string | null;
  receivedAt: string | null;
  createdAt: string;
  items: PurchaseLineView[];
}
