import { CONSENT_WORDING } from '../../../../domain/whatsapp/whatsapp-rules';
import { useWhatsAppUpdatesAvailable } from '../api/whatsapp-api';

interface Props {
  restaurantId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The LGPD consent to order updates: off by default, offered only when the restaurant connected
 * WhatsApp. A native checkbox, as the public menu's small bundle carries no UI library.
 */
export function WhatsAppConsentField({ restaurantId, checked, onChange }: Props) {
  const available = useWhatsAppUpdatesAvailable(restaurantId);
  if (!available.data?.available) return null;
  return (
    <div className="flex items-start gap-3 rounded-xl border border-stone-200 p-3">
      <input
        id="whatsapp-updates"
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-orange-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor="whatsapp-updates" className="text-sm text-stone-800">
        {CONSENT_WORDING}
        <span className="block text-xs text-stone-600">
          Para parar de receber, responda SAIR na conversa.
        </span>
      </label>
    </div>
  );
}
