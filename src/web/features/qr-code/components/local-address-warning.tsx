import { TriangleAlert } from 'lucide-react';
import { localAddressWarning } from '../../../../domain/menu/public-address';

/**
 * Above everything the tab prints (QR code, cartões das mesas, cardápio A4): a code that points at
 * localhost or a private address works on the owner's screen and on no diner's phone.
 */
export function LocalAddressWarning({ menuUrl }: { menuUrl: string }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border-2 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-bold">Os QR codes ainda não abrem no celular dos clientes</p>
        <p className="text-sm break-words">{localAddressWarning(new URL(menuUrl).origin)}</p>
      </div>
    </div>
  );
}
