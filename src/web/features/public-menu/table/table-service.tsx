/**
 * The diner at the table (issue 33, decision 0042), loaded only when the menu is opened from a
 * table's QR code (`?mesa=7`), as its own chunk: 'Mesa 7 · Salão' from the public table read, what
 * to do while the waiter has not opened the table, the card's code when the restaurant asks for it,
 * and 'Chamar garçom' / 'Pedir a conta' with the server's answer or refusal said as it comes.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lightButton, lightField } from '../../../components/ui/light-classes';
import { Utensils } from '../../../components/ui/light-icons';
import { api, serverMessage } from '../../../lib/api-client';
import { tableCodeStore, useTableCode } from '../../cart';

export interface PublicTable {
  label: string;
  title: string;
  area: string | null;
  codeRequired: boolean;
  waitsForWaiter: boolean;
}

type CallKind = 'waiter' | 'bill';

/** A call is pending until a waiter answers it; the button rests this long before calling again. */
export const CALL_COOLDOWN_MS = 60_000;

const CALLS: Record<CallKind, { label: string; done: string; said: string }> = {
  waiter: { label: 'Chamar garçom', done: 'Garçom chamado', said: 'Garçom chamado: ele já vem à sua mesa.' },
  bill: { label: 'Pedir a conta', done: 'Conta pedida', said: 'Conta pedida: o garçom já traz a conta.' },
};

const path = (restaurantId: string, label: string) =>
  `/api/restaurants/${encodeURIComponent(restaurantId)}/qr-tables/${encodeURIComponent(label)}`;

export default function TableService({ restaurantId, label }: { restaurantId: string; label: string }) {
  const table = useQuery({
    queryKey: ['qr-table', restaurantId, label],
    queryFn: ({ signal }) => api.get<PublicTable>(path(restaurantId, label), signal),
    retry: false,
  });
  const code = useTableCode();
  const [sent, setSent] = useState<Partial<Record<CallKind, boolean>>>({});
  const [pending, setPending] = useState<CallKind | null>(null);
  const [said, setSaid] = useState<{ text: string; error?: boolean } | null>(null);
  useEffect(() => {
    if (!sent.waiter && !sent.bill) return;
    const timer = setTimeout(() => setSent({}), CALL_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const info = table.data;
  const call = async (kind: CallKind) => {
    setPending(kind);
    setSaid(null);
    try {
      await api.post(`${path(restaurantId, label)}/calls`, { kind, tableCode: code.trim() || null });
      setSent((current) => ({ ...current, [kind]: true }));
      setSaid({ text: CALLS[kind].said });
    } catch (error) {
      setSaid({ text: serverMessage(error) ?? 'Não foi possível chamar agora. Tente de novo.', error: true });
    } finally {
      setPending(null);
    }
  };

  return (
    <section
      aria-label="Sua mesa"
      className="mx-4 flex flex-col gap-3 rounded-xl border border-orange-200 bg-orange-50 p-3 text-orange-950"
    >
      <p className="flex items-center gap-3">
        <Utensils className="size-5 shrink-0" aria-hidden="true" />
        <span>
          <strong>{info ? info.title : `Mesa ${label}`}</strong>
          {info?.area && ` · ${info.area}`}
        </span>
      </p>
      {table.isError ? (
        <p role="alert" className="text-sm">
          {serverMessage(table.error) ?? 'Não encontramos esta mesa.'} Confira o QR Code ou chame o garçom.
        </p>
      ) : info?.waitsForWaiter ? (
        <p className="text-sm">
          O garçom ainda vai abrir esta mesa. Toque em 'Chamar garçom'; assim que ele abrir, é só enviar seu
          pedido.
        </p>
      ) : (
        <p className="text-sm">Seus pedidos vão direto para esta mesa.</p>
      )}
      {info?.codeRequired && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Código da mesa (impresso no cartão)
          <input
            className={lightField}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={8}
            value={code}
            onChange={(event) => tableCodeStore.set(event.target.value.toUpperCase())}
          />
        </label>
      )}
      <div className="grid grid-cols-2 gap-2">
        {(['waiter', 'bill'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className={lightButton.outline}
            disabled={pending !== null || sent[kind]}
            onClick={() => void call(kind)}
          >
            {pending === kind ? 'Chamando...' : sent[kind] ? CALLS[kind].done : CALLS[kind].label}
          </button>
        ))}
      </div>
      <p role={said?.error ? 'alert' : 'status'} className="text-sm empty:hidden">
        {said?.text}
      </p>
    </section>
  );
}
