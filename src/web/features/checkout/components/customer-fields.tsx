import type { CustomerInfo } from '../../../../domain/cart/cart';
import type { CheckoutField } from '../../../../domain/cart/checkout';
import { PHONE_EXAMPLE } from '../../../../domain/format/format';
import { lightField } from '../../../components/ui/light-classes';
import { PhoneInput } from '../../../components/ui/phone-input';
import { cartActions } from '../../cart';
import { Field } from './field';

interface CustomerFieldsProps {
  info: CustomerInfo;
  invalid: CheckoutField | null;
  /** At a table whose restaurant does not ask the name (decision 0042). */
  nameOptional?: boolean;
}

/** Name and phone, kept in the cart as they are typed. */
export function CustomerFields({ info, invalid, nameOptional }: CustomerFieldsProps) {
  return (
    <>
      <Field id="checkout-name" label={nameOptional ? 'Seu nome (opcional)' : 'Nome completo'}>
        <input
          id="checkout-name"
          className={lightField}
          autoComplete="name"
          maxLength={120}
          value={info.name}
          aria-invalid={invalid === 'customerName' || undefined}
          onChange={(event) => cartActions.setCustomerInfo({ name: event.target.value })}
        />
      </Field>
      <Field id="checkout-phone" label="Telefone (WhatsApp)" hint={`Com DDD, ex.: ${PHONE_EXAMPLE}`}>
        <PhoneInput
          id="checkout-phone"
          className={lightField}
          value={info.phone}
          aria-describedby="checkout-phone-hint"
          aria-invalid={invalid === 'customerPhone' || undefined}
          onValueChange={(phone) => cartActions.setCustomerInfo({ phone })}
        />
      </Field>
    </>
  );
}
