/**
 * The 'Mesas' tab's calls (decision 0042's routes): the tables map with each open bill and pending
 * call, a table's bill, and what the staff do to them. Every change refreshes the map.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../domain/orders/order-status';
import type { BillStatus, TableCallKind, TableState } from '../../../domain/tables/tables';
import { ApiError, api } from '../../lib/api-client';
import type { PrintJobView } from '../kitchen-settings/api';

export interface DiningTable {
  id: string;
  label: string;
  title: string;
  area: string;
  seats: number;
  position: number;
  isActive: boolean;
  code: string | null;
  state: TableState;
  stateLabel: string;
  bill: {
    id: string;
    status: BillStatus;
    people: number | null;
    openedAt: string;
    billRequestedAt: string | null;
    orderCount: number;
    itemCount: number;
    subtotal: string;
  } | null;
  pendingCalls: { id: string; kind: TableCallKind; createdAt: string }[];
}

export interface BillActorView {
  by: 'dono' | 'equipe' | 'cliente';
  staffId: string | null;
  name: string | null;
}

export interface BillView {
  id: string;
  status: BillStatus;
  statusLabel: string;
  table: { id: string; label: string; title: string; area: string; state: TableState };
  people: number | null;
  openedAt: string;
  orders: {
    id: string;
    orderNumber: string;
    status: OrderStatus;
    createdAt: string;
    orderedBy: BillActorView;
    notes: string | null;
    items: { name: string; quantity: number; subtotal: string; notes?: string | null }[];
    subtotal: string;
    removal: (BillActorView & { reason: string; at: string }) | null;
  }[];
  /** What counts on the bill item by item, moved items included ('Transferir item'). */
  lines?: BillLineView[];
  /** Items moved onto or off this bill, with who and when. */
  moves?: BillMoveView[];
  orderCount: number;
  itemCount: number;
  subtotal: string;
  closedAt?: string | null;
  closedBy?: BillActorView | null;
  /** The money of closing it (decision 0043): the server's figures, never the browser's. */
  closing?: BillClosing;
}

/** Who removed the service, gave the discount or took a payment. */
export interface ClosingActor {
  by: string;
  staffId: string | null;
  name: string | null;
}

export interface BillClosingPart {
  id: string;
  label: string;
  personKey: string | null;
  amount: string;
  paid: string;
  due: string;
  isPaid: boolean;
  /** A split by item: the lines this part takes (a shared line's whole amount and by how many). */
  items?: { lineId: string; name: string; quantity: number; amount: string; sharedBy: number }[] | null;
}

export interface BillClosingPayment extends ClosingActor {
  id: string;
  partId: string;
  method: string;
  amount: string;
  received: string;
  change: string;
  at: string;
}

export interface BillClosing {
  settings: { serviceChargeEnabled: boolean; serviceRateBps: number; couvert: string; couvertKind: string };
  lines?: { id: string; orderId: string | null; name: string; quantity: number; amount: string }[];
  subtotal: string;
  discounts: { kind: string; label: string; amount: string }[];
  discountTotal: string;
  serviceState: 'charged' | 'off' | 'removed';
  serviceRateBps: number;
  serviceCharge: string;
  couvertKind: string;
  couvertPeople: number;
  couvert: string;
  total: string;
  rows: { label: string; amount: string }[];
  serviceRemoval: (ClosingActor & { reason: string; at: string | null }) | null;
  manualDiscount: (ClosingActor & { amount: string; reason: string; at: string | null }) | null;
  split: { method: 'whole' | 'equal' | 'items' | 'amounts'; note: string | null; parts: BillClosingPart[] };
  payments: BillClosingPayment[];
  paid: string;
  due: string;
}

export interface BillLineView {
  id: string;
  orderId: string;
  orderNumber: string;
  orderedAt: string;
  name: string;
  quantity: number;
  options: string[];
  notes: string | null;
  subtotal: string;
  movedHere: boolean;
}

export interface BillMoveView {
  id: string;
  direction: 'in' | 'out';
  orderNumber: string;
  lineId: string;
  name: string;
  quantity: number;
  amount: string;
  otherTable: string | null;
  at: string;
  by: 'dono' | 'equipe' | 'cliente';
  staffId: string | null;
  byName: string | null;
}

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}`;
export const tablesKey = (restaurantId: string) => ['restaurants', restaurantId, 'tables'] as const;
export const billKey = (restaurantId: string, billId: string) =>
  ['restaurants', restaurantId, 'bills', billId] as const;

/** The map, polled every 15 s as a fall-back to the live stream (use-live-tables.ts). */
export const tablesQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: tablesKey(restaurantId),
    queryFn: ({ signal }) => api.get<DiningTable[]>(`${base(restaurantId)}/tables`, signal),
    refetchInterval: 15_000,
  });

export const useTables = (restaurantId: string) => useQuery(tablesQueryOptions(restaurantId));

export const useBill = (restaurantId: string, billId: string | null) =>
  useQuery({
    queryKey: billKey(restaurantId, billId ?? ''),
    queryFn: ({ signal }) => api.get<BillView>(`${base(restaurantId)}/bills/${billId}`, signal),
    enabled: Boolean(billId),
  });

/** One of the staff's actions, by its path and body; the map (and the bills) are read again after. */
export function useTableAction(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      path,
      body,
      method = 'post',
    }: {
      path: string;
      body?: unknown;
      method?: 'post' | 'put' | 'patch' | 'delete';
    }) =>
      method === 'delete'
        ? api.delete<unknown>(`${base(restaurantId)}${path}`)
        : api[method]<unknown>(`${base(restaurantId)}${path}`, body ?? {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tablesKey(restaurantId) }),
        queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId, 'bills'] }),
      ]),
  });
}

/**
 * A closing action on a bill (service charge, couvert, discount, split): the server answers the bill
 * as it is now, which replaces the cached one at once; the map is read again.
 */
export function useBillClosingAction(restaurantId: string, billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) =>
      api.post<BillView>(`${base(restaurantId)}/bills/${encodeURIComponent(billId)}${path}`, body),
    onSuccess: (bill) => queryClient.setQueryData(billKey(restaurantId, billId), bill),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tablesKey(restaurantId) }),
  });
}

export interface BillPaymentRequest {
  partId: string;
  method: string;
  /** Reais as the API writes money ("23.34"); in cash, what the diner handed over. */
  amount: string;
}

/**
 * `POST …/payments` with the attempt's Idempotency-Key: a retry of the same attempt (a lost answer)
 * sends the same key, and the server pays once (decision 0043).
 */
export async function payBillPart(
  restaurantId: string,
  billId: string,
  body: BillPaymentRequest,
  idempotencyKey: string,
): Promise<BillView> {
  const response = await fetch(`${base(restaurantId)}/bills/${encodeURIComponent(billId)}/payments`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as BillView;
}

export function useBillPayment(restaurantId: string, billId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BillPaymentRequest; idempotencyKey: string }) =>
      payBillPart(restaurantId, billId, body, idempotencyKey),
    onSuccess: (bill) => queryClient.setQueryData(billKey(restaurantId, billId), bill),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tablesKey(restaurantId) }),
  });
}

/** 'Imprimir conta': the 80 mm pre-bill as the server renders it for the browser to print. */
export async function fetchPreBillHtml(restaurantId: string, billId: string): Promise<string> {
  const response = await fetch(
    `${base(restaurantId)}/bills/${encodeURIComponent(billId)}/pre-bill?format=html`,
    { credentials: 'include' },
  );
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return text;
}

/**
 * 'Imprimir conta' on the counter's (Caixa's) printer: the server makes one print job of the
 * pre-bill for the Caixa station (201), or answers the one made a moment ago (200, a double-click);
 * 409 when the Caixa has no printer.
 */
export function sendPreBillToCounter(restaurantId: string, billId: string): Promise<PrintJobView> {
  return api.post<PrintJobView>(`${base(restaurantId)}/bills/${encodeURIComponent(billId)}/pre-bill/print`);
}
