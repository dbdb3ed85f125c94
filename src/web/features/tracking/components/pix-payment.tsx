import { Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { pixExpiryNote } from '../../../../domain/payments/pix-charge';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useRestaurantTimeZone } from '../../../lib/restaurant-time-zone';
import { useNow } from '../../../lib/use-now';
import { useOrderPix } from '../api/get-order-pix';

/** Writes to the clipboard, or falls back to the selected text for browsers without the API. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

/** 'Pague com PIX': the code for the order's exact total, its QR code and 'Copiar código'. */
export function PixPayment({ orderId }: { orderId: string }) {
  const timeZone = useRestaurantTimeZone();
  const pix = useOrderPix(orderId);
  const codeId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const now = useNow(15_000);

  if (pix.isPending) return <LoadingState label="Gerando código PIX..." />;
  if (pix.isError)
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {serverMessage(pix.error) ??
          'Não foi possível gerar o código PIX. Combine o pagamento pelo WhatsApp.'}
      </p>
    );

  const { payload, qrCodeDataUrl, amount, receiverName, receiverCity, orderNumber, provider, status } =
    pix.data;
  const expiry =
    provider === 'mercadopago' && status
      ? pixExpiryNote({ status, expiresAt: pix.data.expiresAt ?? null }, now, timeZone)
      : null;
  if (expiry === 'PIX expirado')
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        PIX expirado. Combine o pagamento com o restaurante pelo WhatsApp.
      </p>
    );
  if (provider === 'mercadopago' && status && status !== 'pending' && status !== 'approved')
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {pix.data.statusLabel}. Combine o pagamento com o restaurante pelo WhatsApp.
      </p>
    );
  const copy = async () => {
    const ok = await copyText(payload, field.current);
    setCopied(ok);
    toast(
      ok
        ? { title: 'Código copiado!', description: 'Cole no app do seu banco, na opção PIX copia e cola.' }
        : {
            title: 'Não foi possível copiar',
            description: 'Selecione o código e copie.',
            variant: 'destructive',
          },
    );
  };

  return (
    <section
      aria-labelledby={`${codeId}-title`}
      className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4"
    >
      <h3 id={`${codeId}-title`} className="font-semibold text-stone-900">
        Pague com PIX: {formatBRL(parseCents(amount) ?? 0)}
      </h3>
      <p className="text-sm text-stone-700">
        Para {receiverName} ({receiverCity}). Escaneie o QR code ou copie o código no app do seu banco.
      </p>
      <img
        src={qrCodeDataUrl}
        alt={`QR code PIX do pedido #${orderNumber}`}
        width={224}
        height={224}
        className="self-center rounded-lg bg-white"
      />
      <label htmlFor={codeId} className="text-sm font-medium text-stone-900">
        PIX copia e cola
      </label>
      <textarea
        id={codeId}
        ref={field}
        readOnly
        rows={3}
        value={payload}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none rounded-lg border border-stone-300 bg-white p-2 font-mono text-xs break-all text-stone-900"
      />
      <Button type="button" onClick={copy} className="self-start">
        <Copy aria-hidden />
        {copied ? 'Código copiado!' : 'Copiar código'}
      </Button>
      {expiry && <p className="text-sm font-semibold text-amber-950">{expiry}</p>}
      <p className="text-sm text-stone-700">
        {provider === 'mercadopago'
          ? 'Pagamento confirmado automaticamente pelo Mercado Pago, em segundos.'
          : "Depois de pagar, o restaurante confirma o pagamento e este pedido mostra 'Pago'."}
      </p>
    </section>
  );
}
