import { useState } from 'react';
import type { OrderSettingsView } from '../../../../domain/menu/menu-api';
import { orderSettingsSchema } from '../../../../domain/menu/store-settings.schemas';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { NumberInput } from '../../../components/ui/input';
import { usePixKey } from '../api/get-pix-key';
import { useUpdateOrderSettings } from '../api/update-order-settings';
import { notifyFailed, notifySaved } from './notify';

type Flag =
  | 'acceptsPickup'
  | 'acceptsDelivery'
  | 'acceptsTable'
  | 'acceptsCash'
  | 'acceptsCard'
  | 'acceptsPix'
  | 'tableOrdersViaWhatsapp'
  | 'tableAsksName'
  | 'tableOpenedByWaiter'
  | 'tableCodeRequired';

const ORDER_TYPES: [Flag, string][] = [
  ['acceptsPickup', 'Retirada no balcão'],
  ['acceptsDelivery', 'Entrega (delivery)'],
  ['acceptsTable', 'Pedido na mesa'],
];
const PAYMENTS: [Flag, string][] = [
  ['acceptsCash', 'Dinheiro'],
  ['acceptsCard', 'Cartão (crédito ou débito)'],
  ['acceptsPix', 'PIX'],
];

/** The table service (decision 0042): each off by default, the spec's behaviour otherwise kept. */
const TABLE_RULES: [Flag, string][] = [
  ['tableOrdersViaWhatsapp', 'Pedido da mesa também pelo WhatsApp'],
  ['tableAsksName', 'Pedir o nome do cliente na mesa'],
  ['tableOpenedByWaiter', 'Garçom abre a mesa (o QR só pede depois)'],
  ['tableCodeRequired', 'Código da mesa (impresso no cartão do QR)'],
];

/** Order types, payment methods, the number of tables and the half-and-half pizza rule. */
export function OrderSettingsCard({
  restaurantId,
  settings,
}: {
  restaurantId: string;
  settings: OrderSettingsView;
}) {
  const update = useUpdateOrderSettings(restaurantId);
  const pixKey = usePixKey(restaurantId);
  const [values, setValues] = useState({ ...settings, tableCount: String(settings.tableCount) });
  const [error, setError] = useState<string>();
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const save = () => {
    const parsed = orderSettingsSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    // The server refuses it too: a PIX order needs a key to generate its code.
    if (parsed.data.acceptsPix && pixKey.isSuccess && !pixKey.data.key)
      return setError('Cadastre a chave PIX antes de aceitar PIX.');
    setError(undefined);
    update.mutate(parsed.data, { onSuccess: notifySaved, onError: notifyFailed });
  };

  const checkboxes = (legend: string, flags: [Flag, string][]) => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-stone-900">{legend}</legend>
      {flags.map(([flag, label]) => (
        <div key={flag} className="flex items-center gap-2">
          <Checkbox
            id={`settings-${flag}`}
            checked={values[flag] ?? false}
            onCheckedChange={(next) => set({ [flag]: next === true })}
          />
          <label htmlFor={`settings-${flag}`} className="text-sm text-stone-900">
            {label}
          </label>
        </div>
      ))}
    </fieldset>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Pedidos e pagamento</CardTitle>
        <CardDescription>O que o cliente pode escolher ao finalizar o pedido.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          {checkboxes('Tipos de pedido aceitos', ORDER_TYPES)}
          {checkboxes('Formas de pagamento aceitas', PAYMENTS)}
        </div>
        <FormField
          id="settings-tables"
          label="Número de mesas"
          hint="Cada mesa ganha o seu QR code na aba QR code."
        >
          {(describedBy) => (
            <NumberInput
              id="settings-tables"
              min={0}
              max={500}
              className="w-32"
              aria-describedby={describedBy}
              value={values.tableCount}
              onChange={(event) => set({ tableCount: event.target.value })}
            />
          )}
        </FormField>
        {checkboxes('Pedidos pelo QR da mesa', TABLE_RULES)}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-stone-900">Preço da pizza meio a meio</legend>
          {(
            [
              ['highest', 'Cobrar pelo sabor mais caro'],
              ['average', 'Cobrar a média dos sabores'],
            ] as const
          ).map(([rule, label]) => (
            <label key={rule} className="flex items-center gap-2 text-sm text-stone-900">
              <input
                type="radio"
                name="half-and-half"
                className="size-4 accent-orange-700"
                checked={values.halfAndHalfPricing === rule}
                onChange={() => set({ halfAndHalfPricing: rule })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <FieldError message={error} />
        <Button className="self-start" disabled={update.isPending} onClick={save}>
          Salvar configurações
        </Button>
      </CardContent>
    </Card>
  );
}
