/**
 * The 'Caixa' tab's calls (decision 0051's routes): the registers with their open session, a
 * session's day, the movements, the blind close, reopening, the history with its CSV, the closing
 * report and the registers' settings. Every change refreshes the registers and the sessions.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CountedMethod,
  MovementKind,
  RegisterMethod,
  SessionEventKind,
  SessionStatus,
} from '../../../domain/register/register-session';
import { api, apiRequest } from '../../lib/api-client';
import type { PrintJobView } from '../kitchen-settings/api';

export interface RegisterWho {
  by: 'dono' | 'equipe' | 'cliente';
  staffId: string | null;
  name: string;
}

export interface CashRegister {
  id: string;
  name: string;
  isActive: boolean;
  openSession: { id: string; openedAt: string; openedBy: RegisterWho } | null;
  suggestedFloatCents: number;
  suggestedFloat: string;
}

export interface ClosingLine {
  method: CountedMethod;
  label: string;
  countedCents: number;
  expectedCents: number;
  differenceCents: number;
  differenceLabel: string;
}

export interface Closing {
  lines: ClosingLine[];
  differenceCents: number;
  differenceLabel: string;
}

export interface SessionSummary {
  expected: Record<CountedMethod, number>;
  salesByMethod: Record<RegisterMethod, number>;
  countsByMethod: Record<RegisterMethod, number>;
  cashReceivedCents: number;
  changeGivenCents: number;
  withdrawalsCents: number;
  topUpsCents: number;
  salesCents: number;
  onlineCents: number;
  paymentCount: number;
}

export interface RegisterSession {
  id: string;
  registerId: string;
  registerName: string;
  status: SessionStatus;
  openingFloatCents: number;
  openedAt: string;
  openedBy: RegisterWho;
  closedAt: string | null;
  closedBy: RegisterWho | null;
  note: string | null;
  differenceCents: number | null;
  closing: Closing | null;
  summary: SessionSummary | null;
}

export interface RegisterPaymentView {
  id: string;
  method: RegisterMethod;
  methodLabel: string;
  amountCents: number;
  receivedCents: number;
  changeCents: number;
  takenBy: RegisterWho;
  createdAt: string;
}

export interface MovementView {
  id: string;
  kind: MovementKind;
  label: string;
  amountCents: number;
  reason: string;
  madeBy: RegisterWho;
  createdAt: string;
}

export interface SessionDetail extends RegisterSession {
  payments: RegisterPaymentView[];
  movements: MovementView[];
  events: {
    id: string;
    kind: SessionEventKind;
    reason: string | null;
    madeBy: RegisterWho;
    createdAt: string;
  }[];
}

export interface SessionsAnswer {
  sessions: (RegisterSession & { salesCents: number | null })[];
  withoutSession: { label: string; totalCents: number; payments: RegisterPaymentView[] };
}

export interface SessionFilters {
  from?: string;
  to?: string;
  registerId?: string;
  status?: SessionStatus;
}

const base = (restaurantId: string) => `/api/restaurants/${restaurantId}`;
export const registerKey = (restaurantId: string) => ['register', restaurantId] as const;

/** Filters as a query string, leaving out the empty ones. */
export function sessionsQueryString(filters: SessionFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The till is shared by several people: what it shows is asked again on focus and every 15 s. */
const LIVE = { refetchInterval: 15_000, refetchOnWindowFocus: true } as const;

export const registersQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: [...registerKey(restaurantId), 'registers'],
    queryFn: ({ signal }) =>
      api.get<{ registers: CashRegister[]; requireOpenRegister?: boolean }>(
        `${base(restaurantId)}/registers`,
        signal,
      ),
    ...LIVE,
  });

export const useRegisters = (restaurantId: string) => useQuery(registersQueryOptions(restaurantId));

export const useSession = (restaurantId: string, sessionId: string | null) =>
  useQuery({
    queryKey: [...registerKey(restaurantId), 'session', sessionId],
    queryFn: ({ signal }) =>
      api.get<SessionDetail>(`${base(restaurantId)}/register-sessions/${sessionId}`, signal),
    enabled: sessionId !== null,
    ...LIVE,
  });

export const useSessions = (restaurantId: string, filters: SessionFilters) =>
  useQuery({
    queryKey: [...registerKey(restaurantId), 'sessions', filters],
    queryFn: ({ signal }) =>
      api.get<SessionsAnswer>(
        `${base(restaurantId)}/register-sessions${sessionsQueryString(filters)}`,
        signal,
      ),
  });

export const exportCsvUrl = (restaurantId: string, filters: SessionFilters) =>
  `${base(restaurantId)}/register-sessions/export.csv${sessionsQueryString(filters)}`;

/** The closing report as the server's printable 80 mm page. */
export async function fetchReportHtml(restaurantId: string, sessionId: string): Promise<string> {
  const response = await fetch(`${base(restaurantId)}/register-sessions/${sessionId}/report?format=html`, {
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`${response.status}`);
  return response.text();
}

export const sendReportToCounter = (restaurantId: string, sessionId: string) =>
  api.post<PrintJobView>(`${base(restaurantId)}/register-sessions/${sessionId}/report/print`);

/** A mutation that refreshes everything the tab shows once it is done. */
function useRegisterMutation<TInput, TOutput>(restaurantId: string, fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: registerKey(restaurantId) }),
  });
}

export const useOpenSession = (restaurantId: string) =>
  useRegisterMutation(restaurantId, (input: { registerId: string; openingFloat: string }) =>
    api.post<RegisterSession>(`${base(restaurantId)}/registers/${input.registerId}/sessions`, {
      openingFloat: input.openingFloat,
    }),
  );

export const useMovement = (restaurantId: string) =>
  useRegisterMutation(
    restaurantId,
    (input: { sessionId: string; kind: MovementKind; amount: string; reason: string; key: string }) =>
      apiRequest<MovementView>(`${base(restaurantId)}/register-sessions/${input.sessionId}/movements`, {
        method: 'POST',
        body: { kind: input.kind, amount: input.amount, reason: input.reason },
        headers: { 'Idempotency-Key': input.key },
      }),
  );

export const useCloseSession = (restaurantId: string) =>
  useRegisterMutation(
    restaurantId,
    (input: { sessionId: string; counted: Record<CountedMethod, string>; note?: string }) =>
      api.post<{ session: RegisterSession; closing: Closing }>(
        `${base(restaurantId)}/register-sessions/${input.sessionId}/close`,
        { counted: input.counted, ...(input.note ? { note: input.note } : {}) },
      ),
  );

export const useReopenSession = (restaurantId: string) =>
  useRegisterMutation(restaurantId, (input: { sessionId: string; reason: string }) =>
    api.post<RegisterSession>(`${base(restaurantId)}/register-sessions/${input.sessionId}/reopen`, {
      reason: input.reason,
    }),
  );

export const useCreateRegister = (restaurantId: string) =>
  useRegisterMutation(restaurantId, (name: string) =>
    api.post<CashRegister>(`${base(restaurantId)}/registers`, { name }),
  );

export const useUpdateRegister = (restaurantId: string) =>
  useRegisterMutation(restaurantId, (input: { registerId: string; name?: string; isActive?: boolean }) =>
    api.patch<CashRegister>(`${base(restaurantId)}/registers/${input.registerId}`, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    }),
  );

export const useRegisterSettings = (restaurantId: string) =>
  useRegisterMutation(restaurantId, (requireOpenRegister: boolean) =>
    api.patch<{ requireOpenRegister: boolean }>(`${base(restaurantId)}/register-settings`, {
      requireOpenRegister,
    }),
  );
