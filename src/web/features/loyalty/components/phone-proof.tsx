import { useId, useState } from 'react';
import { serverMessage } from '../../../lib/api-client';
import { usePhoneProof, useRequestCode, useVerifyCode } from '../api/phone-proof';

const CHECKOUT_TEXTS = {
  prompt: 'Para usar seus pontos agora, confirme que este WhatsApp é seu.',
  fallback:
    'Este restaurante ainda não envia códigos pelo WhatsApp. Você pode enviar o pedido assim mesmo: o restaurante confere o resgate dos pontos antes de aceitar o pedido.',
};

interface PhoneProofProps {
  restaurantId: string;
  phone: string;
  /** What the proof opens here, and what the diner can do when no code can be sent (checkout's by default). */
  texts?: { prompt: string; fallback: string };
  /** Called once the code is accepted, for screens that show more to a proved device. */
  onProved?: () => void;
}

/**
 * Points belong to whoever holds the phone, so this device proves it with a 6-digit code sent over
 * the restaurant's WhatsApp (then it is trusted for 90 days). At checkout it shows once the diner
 * chooses points, and when no code can be delivered the order still goes and the restaurant confirms
 * the redemption; 'Meus pontos' shows it before the balance and referral code of a restaurant.
 */
export function PhoneProof({ restaurantId, phone, texts = CHECKOUT_TEXTS, onProved }: PhoneProofProps) {
  const proof = usePhoneProof(restaurantId, phone, true);
  const request = useRequestCode(restaurantId);
  const verify = useVerifyCode(restaurantId, onProved);
  const [code, setCode] = useState('');
  const fieldId = useId();

  if (proof.isPending) return null;
  if (proof.data?.trusted)
    return <p className="mt-2 text-sm text-green-800">Telefone confirmado neste aparelho.</p>;

  const sent = request.data;
  const ready = code.length === 6 && !verify.isPending;
  const confirm = () => verify.mutate({ phone, code });
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-lg border border-orange-200 bg-white p-3 text-sm text-stone-800">
      {!sent && (
        <>
          <p>{texts.prompt}</p>
          <button
            type="button"
            className="self-start rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800 disabled:opacity-60"
            disabled={request.isPending}
            onClick={() => request.mutate(phone)}
          >
            {request.isPending ? 'Enviando...' : 'Receber código no WhatsApp'}
          </button>
        </>
      )}
      {sent && !sent.delivered && <p role="status">{texts.fallback}</p>}
      {sent?.delivered && (
        // Not a <form>: at checkout this sits inside the order's form, and a nested form's submit
        // reloaded the page (and Enter here must not send the order either).
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId}>
            Digite o código de 6 dígitos enviado ao seu WhatsApp (vale por {sent.expiresInMinutes} minutos)
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={fieldId}
              className="h-10 w-32 rounded-lg border border-stone-300 px-3 text-base tracking-widest"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (ready) confirm();
              }}
            />
            <button
              type="button"
              className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800 disabled:opacity-60"
              disabled={!ready}
              onClick={confirm}
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
        </div>
      )}
      {(request.error || verify.error) && (
        <p role="alert" className="text-red-700">
          {serverMessage(verify.error ?? request.error) ?? 'Não foi possível confirmar agora. Tente de novo.'}
        </p>
      )}
    </div>
  );
}
