/**
 * The kitchen's owner calls (decision 0047's contract, `restaurants/:id/kitchen/...`): stations and
 * their printers, routing, the automatic choices, paired print agents and the print queue. Every
 * change refreshes what it touches; the print queue also follows the panel's stream (`live.ts`).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrintAgentKind, PrintJobStatus } from '../../../domain/kitchen/print-jobs';
import type { PrinterSettings } from '../../../domain/kitchen/printers';
import type { StationKind } from '../../../domain/kitchen/stations';
import type { TicketKind } from '../../../domain/kitchen/ticket';
import { api } from '../../lib/api-client';
import { panelSettingsQueryOptions } from '../orders-panel/api/panel-settings';

export interface StationView {
  id: string;
  name: string;
  kind: StationKind;
  position: number;
  isActive: boolean;
  printer: PrinterSettings | null;
}

export interface StationInput {
  name?: string;
  kind?: StationKind;
  position?: number;
  isActive?: boolean;
  printer?: PrinterSettings | null;
}

export interface RoutingView {
  categories: Record<string, string[]>;
  items: Record<string, string[]>;
}

export interface KitchenSettingsView {
  autoAccept: Record<string, boolean>;
  readyWhenBumped: boolean;
  kdsWarnMinutes: number;
  kdsLateMinutes: number;
}

export interface PrintAgentView {
  id: string;
  name: string;
  kind: PrintAgentKind;
  pairedAt: string;
  lastSeenAt: string | null;
  online: boolean;
}

export interface PairingCode {
  code: string;
  expiresAt: string;
}

export interface PrintJobView {
  id: string;
  seq: number;
  stationId: string;
  stationName: string;
  orderId: string | null;
  orderNumber: string | number | null;
  /** A pre-bill's table bill (older servers leave it out). */
  billId?: string | null;
  kind: TicketKind;
  reprint: boolean;
  status: PrintJobStatus;
  error: string | null;
  attempts: number;
  createdAt: string;
  printedAt: string | null;
}

export const kitchenPath = (restaurantId: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/kitchen`;

export const kitchenKey = (restaurantId: string) => ['restaurants', restaurantId, 'kitchen'] as const;
const key = (restaurantId: string, part: string) => [...kitchenKey(restaurantId), part] as const;
export const printJobsKey = (restaurantId: string) => key(restaurantId, 'print-jobs');

export const stationsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: key(restaurantId, 'stations'),
    queryFn: ({ signal }) =>
      api.get<{ stations: StationView[] }>(`${kitchenPath(restaurantId)}/stations`, signal),
    select: (data) => [...data.stations].sort((a, b) => a.position - b.position),
  });

export function useStations(restaurantId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...stationsQuery(restaurantId), enabled });
}

function useKitchenMutation<In, Out>(restaurantId: string, run: (input: In) => Promise<Out>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kitchenKey(restaurantId) }),
        // The panel's `kitchenPrinting` follows the stations' printers.
        queryClient.invalidateQueries({ queryKey: panelSettingsQueryOptions(restaurantId).queryKey }),
      ]),
  });
}

export function useCreateStation(restaurantId: string) {
  return useKitchenMutation(
    restaurantId,
    (body: { name: string; kind: StationKind; printer?: PrinterSettings | null }) =>
      api.post<StationView>(`${kitchenPath(restaurantId)}/stations`, body),
  );
}

export function useUpdateStation(restaurantId: string) {
  return useKitchenMutation(restaurantId, ({ id, ...body }: StationInput & { id: string }) =>
    api.patch<StationView>(`${kitchenPath(restaurantId)}/stations/${encodeURIComponent(id)}`, body),
  );
}

export function useDeactivateStation(restaurantId: string) {
  return useKitchenMutation(restaurantId, (id: string) =>
    api.delete<void>(`${kitchenPath(restaurantId)}/stations/${encodeURIComponent(id)}`),
  );
}

export const routingQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: key(restaurantId, 'routing'),
    queryFn: ({ signal }) => api.get<RoutingView>(`${kitchenPath(restaurantId)}/routing`, signal),
  });

export function useRouting(restaurantId: string) {
  return useQuery(routingQuery(restaurantId));
}

export function useSaveRouting(restaurantId: string) {
  return useKitchenMutation(restaurantId, (body: RoutingView) =>
    api.put<RoutingView>(`${kitchenPath(restaurantId)}/routing`, body),
  );
}

export const kitchenSettingsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: key(restaurantId, 'settings'),
    queryFn: ({ signal }) => api.get<KitchenSettingsView>(`${kitchenPath(restaurantId)}/settings`, signal),
  });

export function useKitchenSettings(restaurantId: string) {
  return useQuery(kitchenSettingsQuery(restaurantId));
}

export function useSaveKitchenSettings(restaurantId: string) {
  return useKitchenMutation(restaurantId, (body: Partial<KitchenSettingsView>) =>
    api.patch<KitchenSettingsView>(`${kitchenPath(restaurantId)}/settings`, body),
  );
}

export function useAgents(restaurantId: string) {
  return useQuery({
    queryKey: key(restaurantId, 'agents'),
    queryFn: ({ signal }) =>
      api.get<{ agents: PrintAgentView[] }>(`${kitchenPath(restaurantId)}/agents`, signal),
    select: (data) => data.agents,
    // Online and offline change without an event: read again now and then.
    refetchInterval: 15_000,
  });
}

export function useCreatePairingCode(restaurantId: string) {
  return useMutation({
    mutationFn: () => api.post<PairingCode>(`${kitchenPath(restaurantId)}/agents/pairing-code`),
  });
}

export function useRevokeAgent(restaurantId: string) {
  return useKitchenMutation(restaurantId, (agentId: string) =>
    api.delete<void>(`${kitchenPath(restaurantId)}/agents/${encodeURIComponent(agentId)}`),
  );
}

export const printJobsQuery = (restaurantId: string, status?: PrintJobStatus) =>
  queryOptions({
    queryKey: [...printJobsKey(restaurantId), status ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<{ jobs: PrintJobView[] }>(
        `${kitchenPath(restaurantId)}/print-jobs${status ? `?status=${status}` : ''}`,
        signal,
      ),
    select: (data) => data.jobs,
  });

export function usePrintJobs(
  restaurantId: string,
  { status, enabled = true }: { status?: PrintJobStatus; enabled?: boolean } = {},
) {
  // The stream reads it again on each 'print-job' event (live.ts); this covers a stream that is down.
  return useQuery({ ...printJobsQuery(restaurantId, status), enabled, refetchInterval: 15_000 });
}

export function useReprintJob(restaurantId: string) {
  return useKitchenMutation(restaurantId, (jobId: string) =>
    api.post<PrintJobView>(`${kitchenPath(restaurantId)}/print-jobs/${encodeURIComponent(jobId)}/reprint`),
  );
}
