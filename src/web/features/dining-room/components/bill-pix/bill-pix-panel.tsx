/**
 * 'PIX no celular do cliente' for each unpaid part of a bill (decision 0046): the cashier makes the
 * part's PIX in the restaurant's Mercado Pago and gets its link (`/conta/<token>`) to send, and the
 * QR to show on this screen; Mercado Pago's confirmation pays the part by itself, and the last part
 * closes the table. Without Mercado Pago connected, it says why there is no link.
 */
import { useQuery } from '@tanstack/react-query';
import { Copy, QrCode } from 'lucide-react';
import { useId, useState } from 'react';
import { formatBRL } from '../../../../../domain/format/format';
import { parseCents } from '../../../../../domain/money/money';
import type { Capability } from '../../../../../domain/staff/capabilities';
import { Button } from '../../../../components/ui/button';
import { api, serverMessage } from '../../../../lib/api-client';
import { type BillView, useTableAction } from '../../api';
import { closingOf, isOpenBill } from '../bill-loyalty/closing-extras';

const money = (value: string) => formatBRL(parseCents(value) ?? 0);

interface PanelLink {
  id: string;
  url: string;
  amount: string;
  statusLabel: string;
  payload: string;
  qrCodeDataUrl: string;
}

function LinkQr({ restaurantId, billId, linkId }: { restaurantId: string; billId: string; linkId: string }) {
  const link = useQuery({
    queryKey: ['restaurants', restaurantId, 'bills', billId, 'pix-links', linkId],
    queryFn: () =>
      api.get<PanelLink>(
        `/api/restaurants/${encodeURIComponent(restaurantId)}/bills/${billId}/pix-links/${linkId}`,
      ),
  });
  if (link.isPending) return <p className="text-sm text-stone-700">Carregando o QR...</p>;
  if (link.isError)
    return <p role="alert">{serverMessage(link.error) ?? 'Não foi possível mostrar o QR.'}</p>;
  return (
    <img
      src={link.data.qrCodeDataUrl}
      alt={`QR code PIX de ${money(link.data.amount)}`}
      width={200}
      height={200}
      className="self-center rounded-lg bg-white"
    />
  );
}

export function BillPixPanel({
  restaurantId,
  bill,
  can,
}: {
  restaurantId: string;
  bill: BillView;
  can(capability: Capability): boolean;
}) {
  const closing = closingOf(bill);
  const action = useTableAction(restaurantId);
  const id = useId();
  const [shown, setShown] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  if (!closing || !isOpenBill(bill)) return null;
  const unpaid = closing.split.parts.filter((part) => !part.isPaid);
  const parts = closing.split.parts;
  const problems = closing.pixLinks.filter((link) => link.problem);
  if (unpaid.length === 0 && problems.length === 0) return null;
  const liveLink = (partId: string, due: string) =>
    closing.pixLinks.find(
      (link) =>
        link.partId === partId &&
        !link.paidAt &&
        link.amount === due &&
        ['pending', 'in_process', 'authorized'].includes(link.status) &&
        (!link.expiresAt || new Date(link.expiresAt).getTime() > Date.now()),
    );
  const fullUrl = (url: string) => (url.startsWith('/') ? `${window.location.origin}${url}` : url);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3"
    >
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">
        PIX no celular do cliente
      </h3>
      {!closing.pix.available ? (
        <p className="text-sm text-stone-700">{closing.pix.reason}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {unpaid.map((part) => {
            const link = liveLink(part.id, part.due);
            const index = parts.findIndex((candidate) => candidate.id === part.id);
            const name = parts.length > 1 ? `Parte ${index + 1} de ${parts.length}` : 'Conta inteira';
            return (
              <li key={part.id} className="flex flex-col gap-2">
                <p className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-800">
                  <span>
                    {name}: <strong>{money(part.due)}</strong>
                    {link ? ' · aguardando o PIX' : ''}
                  </span>
                  {link ? (
                    <span className="flex flex-wrap gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={async () => {
                          await navigator.clipboard?.writeText(fullUrl(link.url)).catch(() => undefined);
                          setCopied(link.id);
                        }}
                      >
                        <Copy aria-hidden />
                        {copied === link.id ? 'Link copiado!' : 'Copiar link'}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setShown(shown === link.id ? null : link.id)}
                      >
                        <QrCode aria-hidden />
                        {shown === link.id ? 'Esconder QR' : 'Mostrar QR'}
                      </Button>
                    </span>
                  ) : (
                    can('bills.close') && (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={action.isPending}
                        onClick={() =>
                          action.mutate(
                            { path: `/bills/${bill.id}/parts/${part.id}/pix-link` },
                            { onSuccess: (made) => setShown((made as { id: string }).id) },
                          )
                        }
                      >
                        Gerar PIX
                      </Button>
                    )
                  )}
                </p>
                {link && shown === link.id && (
                  <>
                    <LinkQr restaurantId={restaurantId} billId={bill.id} linkId={link.id} />
                    <p className="text-center text-xs break-all text-stone-600">{fullUrl(link.url)}</p>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {problems.map((link) => (
        <p key={link.id} role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {link.problem}
        </p>
      ))}
      {action.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {serverMessage(action.error) ?? 'Não foi possível gerar o PIX. Tente de novo.'}
        </p>
      )}
    </section>
  );
}
