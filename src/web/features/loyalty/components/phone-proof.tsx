import { useState } from 'react';
import { serverMessage } from '../../../lib/api-client';
import { usePhoneProof, useRequestCode, useVerifyCode } from '../api/phone-proof';

const FALLBACK =
  'Este restaurante ainda não envia códigos pelo WhatsApp. Você pode enviar o pedido assim mesmo: o restaurante confere o resgate dos pontos antes de aceitar o pedido.';

/**
 * Shown once the diner chooses points: points belong to whoever holds the phone, so this device
 * proves it with a 6-digit code sent over the restaurant's WhatsApp (then it is trusted for 90 days).
 * When no code can be delivered, the order still goes and the restaurant confirms the redemption.
 */
export function PhoneProof({ restaurantId, phone }: { restaurantId: string; phone: string }) {
  const proof = usePhoneProof(restaurantId, phone, true);
  const request = useRequestCode(restaurantId);
  const verify = useVerifyCode(restaurantId);
  const [code, setCode] = useState('');

  if (proof.isPending) return null;
  if (proof.data?.trusted)
    return <p className="mt-2 text-sm text-green-800">Telefone confirmado neste aparelho.</p>;

  const sent = request.data;
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-lg border border-orange-200 bg-white p-3 text-sm text-stone-800">
      {!sent && (
        <>
          <p>Para usar seus pontos agora, confirme que este WhatsApp é seu.</p>
          <button
            type="button"
            className="self-start rounded-lg bg-orange-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
            disabled={request.isPending}
            onClick={() => request.mutate(phone)}
          >
            {request.isPending ? 'Enviando...' : 'Receber código no WhatsApp'}
          </button>
        </>
      )}
      {sent && !sent.delivered && <p role="status">{FALLBACK}</p>}
      {sent?.delivered && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            verify.mutate({ phone, code });
          }}
        >
          <label htmlFor="phone-proof-code">
            Digite o código de 6 dígitos enviado ao seu WhatsApp (vale por {sent.expiresInMinutes} minutos)
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="phone-proof-code"
              className="h-10 w-32 rounded-lg border border-stone-300 px-3 text-base tracking-widest"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
            <button
              type="submit"
              className="rounded-lg bg-orange-600 px-4 py-2 font-semibold text-white disabled:opacity-60"
              disabled={code.length !== 6 || verify.isPending}
            >
              {verify.isPending ? 'Confirmando...' : 'Confirmar código'}
            </button>
          </div>
          <button
            type="button"
            className="self-start text-orange-800 underline"
            disabled={request.isPending}
            onClick={() => {
              setCode('');
              request.mutate(phone);
            }}
          >
            Enviar outro código
          </button>
        </form>
      )}
      {(request.error || verify.error) && (
        <p role="alert" className="text-red-700">
          {serverMessage(verify.error ?? request.error) ?? 'Não foi possível confirmar agora. Tente de novo.'}
        </p>
      )}
    </div>
  );
}
