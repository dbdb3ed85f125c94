import { useState } from 'react';
import type { CustomerInfo } from '../../../../domain/cart/cart';
import type { CheckoutField } from '../../../../domain/cart/checkout';
import { formatBRL } from '../../../../domain/format/format';
import type { Coordinates } from '../../../../domain/geo/distance';
import type { ZoneResult } from '../../../../domain/menu/delivery-zones';
import { lightButton, lightField } from '../../../components/ui/light-classes';
import { LocateFixed } from '../../../components/ui/light-icons';
import { cartActions } from '../../cart';
import { CepField } from './cep-field';
import { Field } from './field';

interface DeliveryFieldsProps {
  info: CustomerInfo;
  invalid: CheckoutField | null;
  neighborhoods: string[];
  askLocation: boolean;
  location: Coordinates | null;
  onLocation(location: Coordinates): void;
  quote: ZoneResult | null;
}

/** Address, neighbourhood and (for zones by distance) the diner's location, with the zone's fee. */
export function DeliveryFields({
  info,
  invalid,
  neighborhoods,
  askLocation,
  location,
  onLocation,
  quote,
}: DeliveryFieldsProps) {
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle');
  // 'Fora da área' answers a neighbourhood or a location; before either is given it would only
  // scold a diner who has not typed anything yet.
  const told = info.neighborhood.trim() !== '' || location !== null;
  const locate = () => {
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        onLocation({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      () => setLocating('denied'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <CepField
        onAddress={(found) =>
          cartActions.setCustomerInfo({
            address: found.street ? `${found.street}, ` : info.address,
            neighborhood: found.neighborhood || info.neighborhood,
          })
        }
      />
      <Field id="checkout-address" label="Endereço de entrega">
        <input
          id="checkout-address"
          className={lightField}
          autoComplete="street-address"
          placeholder="Rua, número e complemento"
          maxLength={300}
          value={info.address}
          aria-invalid={invalid === 'deliveryAddress' || undefined}
          onChange={(event) => cartActions.setCustomerInfo({ address: event.target.value })}
        />
      </Field>
      <Field id="checkout-neighborhood" label="Bairro">
        <input
          id="checkout-neighborhood"
          className={lightField}
          list={neighborhoods.length ? 'checkout-neighborhoods' : undefined}
          maxLength={100}
          value={info.neighborhood}
          onChange={(event) => cartActions.setCustomerInfo({ neighborhood: event.target.value })}
        />
      </Field>
      {neighborhoods.length > 0 && (
        <datalist id="checkout-neighborhoods">
          {neighborhoods.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      )}
      {askLocation && (
        <div className="flex flex-col gap-1">
          <button
            type="button"
            className={lightButton.outline}
            onClick={locate}
            disabled={locating === 'busy'}
          >
            <LocateFixed aria-hidden="true" />
            {location ? 'Localização usada para a taxa' : 'Usar minha localização'}
          </button>
          {locating === 'denied' && (
            <p className="text-sm text-stone-700">
              Não foi possível obter sua localização. Informe o bairro.
            </p>
          )}
        </div>
      )}
      <p role="status" className="text-sm text-stone-800">
        {quote === null ? null : quote.ok ? (
          <>
            Taxa de entrega: <strong>{formatBRL(quote.feeCents)}</strong>
            {quote.minOrderCents > 0 && <> · Pedido mínimo: {formatBRL(quote.minOrderCents)}</>}
          </>
        ) : told ? (
          quote.error
        ) : null}
      </p>
    </div>
  );
}
