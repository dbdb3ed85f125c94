/**
 * The order a waiter is taking at one table, kept on the phone (localStorage, per table) until the
 * server answers, and its send over a poor connection (decision 0044, "The waiter's phone"): one
 * Idempotency-Key per draft, repeated on every retry, so a send cut halfway and sent again places one
 * order. 'Enviando…', then 'Enviado ✓' with the order number, or 'Sem conexão — tentando de novo'
 * while it retries by itself. A refusal (the server answered 4xx) keeps the draft to fix.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddToCartInput } from '../../../../domain/cart/cart';
import {
  addToDraft,
  draftForSending,
  draftOrderBody,
  draftStorageKey,
  emptyDraft,
  parseStoredDraft,
  retryDelayMs,
  sendFailure,
  setDraftQuantity,
  type WaiterDraft,
} from '../../../../domain/tables/waiter-draft';
import { ApiError, apiRequest, serverMessage } from '../../../lib/api-client';
import { tablesKey } from '../api';

export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'retrying'; attempt: number }
  | { kind: 'sent'; orderNumber: string }
  | { kind: 'refused'; message: string };

function readDraft(restaurantId: string, tableId: string, label: string): WaiterDraft {
  try {
    const stored = parseStoredDraft(
      window.localStorage.getItem(draftStorageKey(restaurantId, tableId)),
      restaurantId,
      tableId,
    );
    if (stored) return { ...stored, tableLabel: label };
  } catch {
    // Storage refused (private mode): the draft lives in memory only.
  }
  return emptyDraft(restaurantId, tableId, label);
}

function writeDraft(draft: WaiterDraft) {
  try {
    const key = draftStorageKey(draft.restaurantId, draft.tableId);
    if (draft.items.length === 0 && !draft.idempotencyKey) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or refused storage: nothing more to do; the draft is still on the screen.
  }
}

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useWaiterDraft(restaurantId: string, table: { id: string; label: string }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => readDraft(restaurantId, table.id, table.label));
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const alive = useRef(true);
  const sendingRef = useRef(false);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const save = useCallback((next: WaiterDraft) => {
    writeDraft(next);
    setDraft(next);
  }, []);

  const send = useCallback(
    async (from: WaiterDraft) => {
      if (sendingRef.current || from.items.length === 0) return;
      sendingRef.current = true;
      const sending = draftForSending(from, newKey);
      save(sending);
      setState({ kind: 'sending' });
      try {
        for (let attempt = 1; alive.current; attempt++) {
          try {
            const order = await apiRequest<{ id: string; orderNumber: string }>(
              `/api/restaurants/${encodeURIComponent(restaurantId)}/orders`,
              {
                method: 'POST',
                body: draftOrderBody(sending),
                headers: { 'Idempotency-Key': sending.idempotencyKey! },
              },
            );
            save(emptyDraft(sending.restaurantId, sending.tableId, sending.tableLabel));
            setState({ kind: 'sent', orderNumber: order.orderNumber });
            void queryClient.invalidateQueries({ queryKey: tablesKey(restaurantId) });
            void queryClient.invalidateQueries({ queryKey: ['restaurants', restaurantId, 'bills'] });
            return;
          } catch (error) {
            const status = error instanceof ApiError ? error.status : null;
            if (sendFailure(status) === 'refused') {
              // The server answered: nothing was placed. The draft stays to fix; its key goes.
              save({ ...sending, idempotencyKey: null });
              setState({ kind: 'refused', message: serverMessage(error) ?? 'O pedido não foi aceito.' });
              return;
            }
            if (!alive.current) return;
            setState({ kind: 'retrying', attempt });
            await wait(retryDelayMs(attempt));
            if (alive.current) setState({ kind: 'sending' });
          }
        }
      } finally {
        sendingRef.current = false;
      }
    },
    [restaurantId, queryClient, save],
  );

  // A send the page left halfway (a reload, the phone locked): it goes on with the same key.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    if (draft.idempotencyKey && draft.items.length > 0) void send(draft);
  }, [draft, send]);

  const busy = state.kind === 'sending' || state.kind === 'retrying';
  return {
    draft,
    state,
    busy,
    add(input: AddToCartInput) {
      if (busy) return;
      save(addToDraft(draft, input));
      setState({ kind: 'idle' });
    },
    setQuantity(lineId: string, quantity: number) {
      if (busy) return;
      save(setDraftQuantity(draft, lineId, quantity));
    },
    send: () => send(draft),
  };
}
