/**
 * What the diner sees on her own phone for her part of the bill: the restaurant, 'Mesa 7 — parte 2
 * de 3', the amount and the PIX (QR and copia e cola) from the restaurant's Mercado Pago; then
 * 'Pagamento confirmado' once Mercado Pago confirms it (decision 0046).
 */
import { CheckCircle2, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatBRL } from '../../../domain/format/format';
import { parseCents } from '../../../domain/money/money';
import { Button } from '../../components/ui/button';
import { LoadingState } from '../../components/ui/spinner';
import { serverMessage } from '../../lib/api-client';
import { useBillPartPix } from './api';

async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.('copy') ?? false;
  }
}

export function BillPartPixView({ token }: { token: string }) {
  const pix = useBillPartPix(token);
  const codeId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  if (pix.isPending) return <LoadingState label="Abrindo o pagamento..." />;
  if (pix.isError)
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-4 text-base text-amber-900">
        {serverMessage(pix.error) ?? 'Não foi possível abrir este pagamento. Peça ajuda ao garçom.'}
      </p>
    );
  const data = pix.data;
  const amount = formatBRL(parseCents(data.amount) ?? 0);
  return (
    <section aria-labelledby={`${codeId}-title`} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-medium text-stone-600">{data.restaurantName}</p>
        <h1 id={`${codeId}-title`} className="text-2xl font-bold text-stone-900">
          {data.title}
        </h1>
        <p className="text-3xl font-bold text-stone-900">{amount}</p>
      </header>
      {data.status === 'paid' ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-green-50 p-4 text-lg font-semibold text-green-900"
        >
          <CheckCircle2 aria-hidden className="size-6 shrink-0" />
          Pagamento confirmado. Obrigado!
        </p>
      ) : data.status === 'expired' || !data.payload || !data.qrCodeDataUrl ? (
        <p role="status" className="rounded-xl bg-amber-50 p-4 text-base text-amber-900">
          {data.statusLabel}
        </p>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4">
          <p className="text-sm text-stone-700">
            Escaneie o QR code ou copie o código no app do seu banco, na opção PIX copia e cola.
          </p>
          <img
            src={data.qrCodeDataUrl}
            alt={`QR code PIX de ${amount}`}
            width={240}
            height={240}
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
            value={data.payload}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full resize-none rounded-lg border border-stone-300 bg-white p-2 font-mono text-xs break-all text-stone-900"
          />
          <Button
            type="button"
            className="self-start"
            onClick={async () => setCopied(await copyText(data.payload!, field.current))}
          >
            <Copy aria-hidden />
            {copied ? 'Código copiado!' : 'Copiar código'}
          </Button>
          {copied === false && (
            <p role="alert" className="text-sm text-red-800">
              Não foi possível copiar: selecione o código e copie.
            </p>
          )}
          <p className="text-sm text-stone-700" aria-live="polite">
            {data.statusLabel}. A confirmação chega sozinha em segundos pelo Mercado Pago.
          </p>
        </div>
      )}
    </section>
  );
}
