import { formatBRL } from '../../../../domain/format/format';
import type { Cents } from '../../../../domain/money/money';
import type { DeliveryType } from '../../../../domain/orders/order-status';
import {
  CARD_TYPES,
  type CardType,
  changeDue,
  type PaymentIssue,
  type PaymentMethod,
  paymentChoiceIssue,
  paymentMethodLabel,
} from '../../../../domain/payments/payment-method';
import { lightField, lightLabel } from '../../../components/ui/light-classes';
import { changeForText, type PaymentDraft } from '../payment-draft';

/** The field to focus for a payment problem: the first method, the first card type, 'Troco para'. */
export function paymentFieldId(issue: PaymentIssue, methods: PaymentMethod[]): string {
  if (issue.field === 'cardType') return 'checkout-card-credit';
  if (issue.field === 'changeFor') return 'checkout-change';
  return `checkout-payment-${methods[0] ?? 'cash'}`;
}

const CARD_LABELS: Record<CardType, string> = { credit: 'Crédito', debit: 'Débito' };
const ALL = { acceptsCash: true, acceptsCard: true, acceptsPix: true };
const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm ' +
  'font-semibold text-stone-800 has-checked:border-orange-700 has-checked:bg-orange-50 has-checked:text-orange-900 ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-orange-700';

interface PaymentFieldsProps {
  methods: PaymentMethod[];
  value: PaymentDraft;
  totalCents: Cents;
  /** The problem found when sending, shown beside its field until the diner changes the payment. */
  issue: PaymentIssue | null;
  onChange(next: PaymentDraft): void;
  /** Where the order is handed over, which names the card: 'Cartão na retirada' for pickup. */
  deliveryType?: DeliveryType;
}

/** 'Forma de pagamento': the methods the restaurant accepts, the card type, 'Troco para'. */
export function PaymentFields({
  methods,
  value,
  totalCents,
  issue,
  onChange,
  deliveryType,
}: PaymentFieldsProps) {
  const set = (patch: Partial<PaymentDraft>) => onChange({ ...value, ...patch });
  const typed = changeForText(value.changeFor);
  // The change rule speaks as the diner types, with the same words the server would use.
  const changeIssue = typed
    ? paymentChoiceIssue({ paymentMethod: 'cash', changeFor: typed }, totalCents, ALL)
    : null;
  const due = typed && !changeIssue ? changeDue(typed, totalCents) : null;
  const shown = issue ?? (value.paymentMethod === 'cash' ? changeIssue : null);
  const errorId = shown ? `checkout-payment-${shown.field}-error` : undefined;
  const error = shown && (
    <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
      {shown.message}
    </p>
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-stone-900">Forma de pagamento</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {methods.map((method) => (
          <label key={method} className={choiceClass}>
            <input
              id={`checkout-payment-${method}`}
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value.paymentMethod === method}
              aria-invalid={shown?.field === 'paymentMethod' || undefined}
              aria-describedby={shown?.field === 'paymentMethod' ? errorId : undefined}
              onChange={() => set({ paymentMethod: method })}
              className="size-4 accent-orange-700"
            />
            {paymentMethodLabel(method, deliveryType)}
          </label>
        ))}
      </div>
      {shown?.field === 'paymentMethod' && error}
      {value.paymentMethod === 'cash' && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor="checkout-change" className={lightLabel}>
            Troco para (opcional)
          </label>
          <input
            id="checkout-change"
            inputMode="decimal"
            placeholder={`Ex.: ${formatBRL(Math.ceil(totalCents / 5000) * 5000 || 5000)}`}
            maxLength={12}
            className={lightField}
            value={value.changeFor}
            aria-invalid={shown?.field === 'changeFor' || undefined}
            aria-describedby={shown?.field === 'changeFor' ? errorId : 'checkout-change-hint'}
            onChange={(event) => set({ changeFor: event.target.value })}
          />
          {shown?.field === 'changeFor' ? (
            error
          ) : (
            <p id="checkout-change-hint" className="text-sm text-stone-600">
              {due !== null ? `Troco: ${formatBRL(due)}` : 'Deixe em branco se não precisar de troco.'}
            </p>
          )}
        </div>
      )}
      {value.paymentMethod === 'card' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-stone-900">Cartão de crédito ou débito?</legend>
          <div className="grid grid-cols-2 gap-2">
            {CARD_TYPES.map((type) => (
              <label key={type} className={choiceClass}>
                <input
                  id={`checkout-card-${type}`}
                  type="radio"
                  name="cardType"
                  value={type}
                  checked={value.cardType === type}
                  aria-invalid={shown?.field === 'cardType' || undefined}
                  onChange={() => set({ cardType: type })}
                  className="size-4 accent-orange-700"
                />
                {CARD_LABELS[type]}
              </label>
            ))}
          </div>
          {shown?.field === 'cardType' && error}
        </fieldset>
      )}
      {value.paymentMethod === 'pix' && (
        <p className="text-sm text-stone-700">
          Depois de enviar, você verá o código PIX copia e cola e o QR code no valor exato do pedido.
        </p>
      )}
    </fieldset>
  );
}
