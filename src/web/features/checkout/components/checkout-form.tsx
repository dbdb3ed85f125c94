import { type FormEvent, useEffect, useState } from 'react';
import { cartSubtotalCents } from '../../../../domain/cart/cart';
import {
  type CheckoutField,
  type CheckoutIssue,
  checkoutIssue,
  minimumOrderIssue,
  outOfAreaIssue,
} from '../../../../domain/cart/checkout';
import { CLOSED_TITLE, closedNotice } from '../../../../domain/cart/closed-notice';
import { formatBRL } from '../../../../domain/format/format';
import type { Coordinates } from '../../../../domain/geo/distance';
import { REWARD_ERRORS } from '../../../../domain/loyalty/reward-redemption';
import { parseCents } from '../../../../domain/money/money';
import type { DeliveryType } from '../../../../domain/orders/order-status';
import {
  acceptedPaymentMethods,
  type PaymentIssue,
  paymentChoiceIssue,
} from '../../../../domain/payments/payment-method';
import { lightButton, lightField } from '../../../components/ui/light-classes';
import { toast } from '../../../components/ui/use-toast';
import {
  cartActions,
  cartStore,
  dinerPhoneStore,
  tableCodeStore,
  useCartFor,
  useTableCode,
} from '../../cart';
// Straight from the component, not the feature's index: the index also carries the owner's coupon
// panel (and zod), which must never reach the diner's menu bundle (100 KB budget).
import { type AppliedCoupon, CouponField } from '../../coupons/components/coupon-field';
import { maskCpfInput, typedCpf } from '../../fiscal-receipts/cpf';
import { PointsRedemption, type Redemption, type RewardChoice, RewardRedemption } from '../../loyalty';
import { WhatsAppConsentField } from '../../whatsapp/components/whatsapp-consent-field';
import { deliveryQuote, hasRadiusZones, zoneNeighborhoods } from '../delivery-quote';
import { type SentOrder, useSendOrder } from '../hooks/use-send-order';
import { buildOrderRequest } from '../order-request';
import { initialPaymentDraft, type PaymentDraft, paymentChoiceOf } from '../payment-draft';
import type { CheckoutRestaurant } from '../types';
import { CustomerFields } from './customer-fields';
import { DeliveryFields } from './delivery-fields';
import { EarnedPoints } from './earned-points';
import { Field } from './field';
import { OrderSummary } from './order-summary';
import { OrderTypeChoice } from './order-type-choice';
import { PaymentFields, paymentFieldId } from './payment-fields';

const COUPON_WITH_POINTS = 'Este restaurante não permite usar cupom e pontos no mesmo pedido.';
/** One redemption per order (decision 0037): whichever the diner chose first hides the other. */
const POINTS_OR_REWARD = REWARD_ERRORS.combined;

const FIELD_IDS: Partial<Record<CheckoutField, string>> = {
  customerName: 'checkout-name',
  customerPhone: 'checkout-phone',
  deliveryAddress: 'checkout-address',
  tableNumber: 'checkout-table',
  tableCode: 'checkout-table-code',
};

export function acceptedTypes(restaurant: CheckoutRestaurant): DeliveryType[] {
  const types: DeliveryType[] = [];
  if (restaurant.acceptsPickup !== false) types.push('pickup');
  if (restaurant.acceptsDelivery !== false) types.push('delivery');
  if (restaurant.acceptsTable !== false) types.push('table');
  return types;
}

/** The methods the restaurant accepts; a profile without the flags has the database's defaults. */
const paymentsOf = (restaurant: CheckoutRestaurant) => ({
  acceptsCash: restaurant.acceptsCash ?? true,
  acceptsCard: restaurant.acceptsCard ?? true,
  acceptsPix: restaurant.acceptsPix ?? false,
});

interface CheckoutFormProps {
  restaurant: CheckoutRestaurant;
  onBack(): void;
  onSent(sent: SentOrder): void;
  onStale(): Promise<void>;
}

/** Step 2 'Finalizar Pedido': type, customer, address or table, summary and sending. */
export function CheckoutForm({ restaurant, onBack, onSent, onStale }: CheckoutFormProps) {
  // Another restaurant's cart is never sent here: it counts as empty until an item of this one is added.
  const cart = useCartFor(restaurant.id);
  const [location, setLocation] = useState<Coordinates | null>(null);
  const [invalid, setInvalid] = useState<CheckoutField | null>(null);
  const { send, isPending } = useSendOrder({ restaurantWhatsapp: restaurant.whatsapp, onStale, onSent });
  const [redemption, setRedemption] = useState<Redemption>({ points: 0, discountCents: 0 });
  const [reward, setReward] = useState<RewardChoice | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const couponCents = coupon?.discountCents ?? 0;
  const accepted = paymentsOf(restaurant);
  const methods = acceptedPaymentMethods(accepted);
  const [payment, setPayment] = useState<PaymentDraft>(() => initialPaymentDraft(methods));
  const [paymentIssue, setPaymentIssue] = useState<PaymentIssue | null>(null);
  const [whatsappUpdates, setWhatsappUpdates] = useState(false);
  const [cpf, setCpf] = useState('');
  const [cpfProblem, setCpfProblem] = useState<string | null>(null);
  const asksCpf = restaurant.askCpfAtCheckout === true;
  const cpfChecked = typedCpf(cpf);
  // Said as soon as the 11 digits are typed, and again on sending.
  const cpfError =
    cpfProblem ?? ('error' in cpfChecked && cpf.replace(/\D/g, '').length === 11 ? cpfChecked.error : null);
  const tableCode = useTableCode();
  // The phone remembered on this device fills an empty phone field once, when checkout opens.
  useEffect(() => {
    const remembered = dinerPhoneStore.get();
    if (!cartStore.get().customerInfo.phone && remembered) cartActions.setCustomerInfo({ phone: remembered });
  }, []);
  const types = acceptedTypes(restaurant);
  const type = cart.deliveryType;
  const firstType = types.includes(type) ? null : (types[0] ?? null);
  // At a table (decision 0042): the name only when the restaurant asks, the order straight to it.
  const atTable = type === 'table';
  const nameOptional = atTable && !restaurant.tableAsksName;
  const direct = atTable && !restaurant.tableOrdersViaWhatsapp;
  const codeAsked = atTable && restaurant.tableCodeRequired;
  useEffect(() => {
    if (firstType) cartActions.setDeliveryType(firstType);
  }, [firstType]);

  const subtotal = cartSubtotalCents(cart);
  const quote =
    type === 'delivery' ? deliveryQuote(restaurant, cart.customerInfo.neighborhood, location) : null;
  const fee = quote?.ok ? quote.feeCents : 0;
  const closed = restaurant.isOpen === false;
  const rewardCents = reward?.discountCents ?? 0;
  const totalCents = subtotal + fee - couponCents - redemption.discountCents - rewardCents;
  // The restaurant's switch on a coupon with points covers a reward too (it is paid in points).
  const couponBlocksLoyalty = Boolean(coupon) && restaurant.allowCouponWithPoints === false;
  // A reward chosen before such a coupon no longer applies (the points picker clears itself).
  useEffect(() => {
    if (couponBlocksLoyalty) setReward(null);
  }, [couponBlocksLoyalty]);

  const report = (issue: CheckoutIssue) => {
    setInvalid(issue.field);
    toast({ variant: 'destructive', title: issue.title, description: issue.description });
    const id = FIELD_IDS[issue.field];
    if (id) document.getElementById(id)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue =
      checkoutIssue({
        customerName: cart.customerInfo.name || (nameOptional ? '-' : ''),
        customerPhone: cart.customerInfo.phone,
        deliveryType: type,
        deliveryAddress: cart.customerInfo.address,
        tableNumber: cart.tableNumber,
        itemCount: cart.items.length,
      }) ??
      (quote && !quote.ok ? outOfAreaIssue(quote.error) : null) ??
      (quote?.ok ? minimumOrderIssue(subtotal, quote.minOrderCents, formatBRL(quote.minOrderCents)) : null);
    if (issue) return report(issue);
    if (codeAsked && !tableCode.trim())
      return report({
        field: 'tableCode',
        title: 'Código da mesa',
        description: 'Digite o código impresso no cartão da mesa.',
      });
    setInvalid(null);
    const typed = asksCpf ? typedCpf(cpf) : { cpf: null };
    if ('error' in typed) {
      setCpfProblem(typed.error);
      toast({ variant: 'destructive', title: 'CPF na nota', description: typed.error });
      document.getElementById('checkout-cpf')?.focus();
      return;
    }
    const paymentProblem = paymentChoiceIssue(paymentChoiceOf(payment), totalCents, accepted);
    setPaymentIssue(paymentProblem);
    if (paymentProblem) {
      toast({ variant: 'destructive', title: 'Forma de pagamento', description: paymentProblem.message });
      document.getElementById(paymentFieldId(paymentProblem, methods))?.focus();
      return;
    }
    void send(
      {
        ...buildOrderRequest(cart, restaurant.id, totalCents, location, payment),
        ...(codeAsked && { tableCode: tableCode.trim() }),
        pointsToRedeem: redemption.points,
        ...(reward && { rewardToRedeem: reward.id }),
        couponCode: coupon?.code,
        ...(whatsappUpdates && { whatsappUpdates: true }),
        ...(typed.cpf && { cpf: typed.cpf }),
      },
      !direct,
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto px-5 py-4">
        {closed && (
          <p role="status" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            <strong>{CLOSED_TITLE}.</strong>{' '}
            {closedNotice(restaurant.closedReason, restaurant.nextOpeningAt, undefined, restaurant.timeZone)}
          </p>
        )}
        <OrderTypeChoice types={types} value={type} onChange={cartActions.setDeliveryType} />
        <CustomerFields info={cart.customerInfo} invalid={invalid} nameOptional={nameOptional} />
        {asksCpf && (
          <Field
            id="checkout-cpf"
            label="CPF na nota? (opcional)"
            hint={cpfError ?? 'Para a nota fiscal (NFC-e)'}
          >
            <input
              id="checkout-cpf"
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
              className={lightField}
              value={cpf}
              aria-describedby="checkout-cpf-hint"
              aria-invalid={cpfError !== null || undefined}
              onChange={(event) => {
                setCpf(maskCpfInput(event.target.value));
                setCpfProblem(null);
              }}
            />
          </Field>
        )}
        {type === 'delivery' && (
          <DeliveryFields
            info={cart.customerInfo}
            invalid={invalid}
            neighborhoods={zoneNeighborhoods(restaurant)}
            askLocation={hasRadiusZones(restaurant)}
            location={location}
            onLocation={setLocation}
            quote={quote}
          />
        )}
        {type === 'table' && (
          <Field id="checkout-table" label="Número da mesa">
            <input
              id="checkout-table"
              inputMode="numeric"
              maxLength={10}
              className={lightField}
              value={cart.tableNumber ?? ''}
              aria-invalid={invalid === 'tableNumber' || undefined}
              onChange={(event) => cartActions.setTableNumber(event.target.value)}
            />
          </Field>
        )}
        {codeAsked && (
          <Field id="checkout-table-code" label="Código da mesa" hint="As letras impressas no cartão da mesa">
            <input
              id="checkout-table-code"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={8}
              className={lightField}
              value={tableCode}
              aria-describedby="checkout-table-code-hint"
              aria-invalid={invalid === 'tableCode' || undefined}
              onChange={(event) => tableCodeStore.set(event.target.value.toUpperCase())}
            />
          </Field>
        )}
        <Field id="checkout-notes" label="Observações (opcional)">
          <textarea
            id="checkout-notes"
            className={`${lightField} min-h-20`}
            maxLength={500}
            value={cart.customerInfo.notes}
            onChange={(event) => cartActions.setCustomerInfo({ notes: event.target.value })}
          />
        </Field>
        <CouponField
          restaurantId={restaurant.id}
          phone={cart.customerInfo.phone}
          subtotalCents={subtotal}
          value={coupon}
          onChange={setCoupon}
        />
        <PointsRedemption
          restaurantId={restaurant.id}
          phone={cart.customerInfo.phone}
          subtotalCents={subtotal - couponCents}
          value={redemption}
          onChange={setRedemption}
          blocked={couponBlocksLoyalty ? COUPON_WITH_POINTS : reward ? POINTS_OR_REWARD : undefined}
        />
        {/* A coupon that does not combine is said once, by the points picker above. */}
        {!couponBlocksLoyalty && (
          <RewardRedemption
            restaurantId={restaurant.id}
            phone={cart.customerInfo.phone}
            lines={cart.items.map((item) => ({
              menuItemId: item.menuItem.id,
              unitCents: parseCents(item.unitPrice) ?? 0,
            }))}
            roomCents={subtotal - couponCents}
            value={reward}
            onChange={setReward}
            blocked={redemption.points > 0 ? POINTS_OR_REWARD : undefined}
          />
        )}
        <OrderSummary
          items={cart.items}
          subtotalCents={subtotal}
          feeCents={quote ? fee : null}
          couponCents={couponCents}
          pointsCents={redemption.discountCents}
          reward={reward}
          totalCents={totalCents}
        />
        <EarnedPoints totalCents={totalCents} earning={restaurant.loyaltyEarning ?? null} />
        <PaymentFields
          deliveryType={type}
          methods={methods}
          value={payment}
          totalCents={totalCents}
          issue={paymentIssue}
          onChange={(next) => {
            setPayment(next);
            setPaymentIssue(null);
          }}
        />
        <WhatsAppConsentField
          restaurantId={restaurant.id}
          checked={whatsappUpdates}
          onChange={setWhatsappUpdates}
        />
      </div>
      <div className="flex flex-col gap-2 border-t border-stone-200 px-5 py-4">
        <button type="submit" className={lightButton.primary} disabled={isPending || closed}>
          {isPending ? 'Enviando...' : direct ? 'Enviar pedido' : 'Enviar Pedido via WhatsApp'}
        </button>
        <button type="button" className={lightButton.outline} onClick={onBack}>
          Voltar ao Carrinho
        </button>
      </div>
    </form>
  );
}
