/**
 * The 'Notas fiscais' screen's calls (issue 35): the receipts routes of the receipts contract
 * (/work/briefs/receipts-contract.md, h64's receipts.routes.ts), the DANFE (page and print job) and
 * the fiscal report with the month's zip (decision 0059).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportFigures } from '../../../domain/fiscal/fiscal-report';
import type { ReceiptStatus } from '../../../domain/fiscal/receipt-status';
import { ApiError, api } from '../../lib/api-client';
import { useReceiptEvents } from './live';

/** A receipt as the receipts routes answer it (ReceiptView). */
export interface ReceiptView {
  id: string;
  ref: string;
  saleKind: 'order' | 'bill';
  orderId: string | null;
  billId: string | null;
  orderNumber: string | number | null;
  tableLabel: string | null;
  status: ReceiptStatus;
  statusLabel: string;
  environment: 'homologacao' | 'producao';
  number: string | null;
  series: string | null;
  accessKey: string | null;
  totalCents: number;
  cpfMasked: string | null;
  contingency: boolean;
  sefazCode: string | null;
  advice: string | null;
  consultUrl: string | null;
  qrCodeUrl: string | null;
  protocol: string | null;
  authorizedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
  canCancel: boolean;
  canRetry: boolean;
}

export interface FiscalReport {
  from: string;
  to: string;
  timeZone: string;
  days: (ReportFigures & { day: string })[];
  totals: ReportFigures;
}

export interface ReceiptFilters {
  from: string;
  to: string;
  status: ReceiptStatus | '';
}

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/fiscal`;
const keyOf = (restaurantId: string) => ['fiscal-receipts', restaurantId] as const;

export const danfeUrl = (restaurantId: string, receiptId: string) =>
  `${base(restaurantId)}/receipts/${encodeURIComponent(receiptId)}/danfe`;
export const monthZipUrl = (restaurantId: string, month: string) =>
  `${base(restaurantId)}/xml/${encodeURIComponent(month)}.zip`;

export const receiptsQueryOptions = (restaurantId: string, filters: ReceiptFilters) => {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.status) query.set('status', filters.status);
  return queryOptions({
    queryKey: [...keyOf(restaurantId), 'list', filters],
    queryFn: ({ signal }) =>
      api.get<{ receipts: ReceiptView[] }>(`${base(restaurantId)}/receipts?${query}`, signal),
  });
};

/**
 * The notes of a period, read again on each `receipt` event of the panel's stream (the list, the
 * report and any sale's note), and every 30 s should the stream be down.
 */
export function useReceipts(restaurantId: string, filters: ReceiptFilters) {
  const queryClient = useQueryClient();
  useReceiptEvents(restaurantId, () => {
    void queryClient.invalidateQueries({ queryKey: keyOf(restaurantId) });
  });
  return useQuery({ ...receiptsQueryOptions(restaurantId, filters), refetchInterval: 30_000 });
}

export function useFiscalReport(restaurantId: string, range: { from: string; to: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...keyOf(restaurantId), 'report', range],
    queryFn: ({ signal }) =>
      api.get<FiscalReport>(`${base(restaurantId)}/report?from=${range.from}&to=${range.to}`, signal),
    enabled,
  });
}

function useReceiptMutation<T>(restaurantId: string, call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(restaurantId) }),
  });
}

export const useRetryReceipt = (restaurantId: string) =>
  useReceiptMutation(restaurantId, (receiptId: string) =>
    api.post<ReceiptView>(`${base(restaurantId)}/receipts/${encodeURIComponent(receiptId)}/retry`),
  );

export const useCancelReceipt = (restaurantId: string) =>
  useReceiptMutation(restaurantId, (input: { receiptId: string; justification: string }) =>
    api.post<ReceiptView>(`${base(restaurantId)}/receipts/${encodeURIComponent(input.receiptId)}/cancel`, {
      justification: input.justification,
    }),
  );

export const usePrintDanfe = (restaurantId: string) =>
  useMutation({
    mutationFn: (receiptId: string) =>
      api.post<{ id: string; stationName: string }>(`${danfeUrl(restaurantId, receiptId)}/print`),
  });

/**
 * The month's zip as a file the browser saves; the server's message (no notes that month, a month
 * not begun) as an error to show.
 */
export async function downloadMonthZip(restaurantId: string, month: string): Promise<void> {
  const response = await fetch(monthZipUrl(restaurantId, month), { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `nfce-xml-${month}.zip`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
