import { Button } from '../../../components/ui/button';
import { type ConnectField, ConnectFieldsForm } from '../../integrations/components/connect-fields-form';
import { useWhatsAppActions } from '../api/whatsapp-api';

const FIELDS: ConnectField<'pin'>[] = [
  {
    key: 'pin',
    id: 'whatsapp-pin',
    label: 'PIN de confirmação em duas etapas',
    hint: 'Os 6 dígitos que você definiu para este número no WhatsApp. Ele fica guardado criptografado.',
    type: 'password',
    inputMode: 'numeric',
  },
];

/** Asked only when Meta refused Comanda's PIN (error 133005): the number already has one of its own. */
export function WhatsAppPinForm({ restaurantId }: { restaurantId: string }) {
  const { pin } = useWhatsAppActions(restaurantId);
  return (
    <ConnectFieldsForm
      idPrefix="whatsapp"
      fields={FIELDS}
      onSubmit={(values) => pin.mutateAsync(values.pin.trim())}
      header={
        <p className="text-sm text-stone-800">
          Este número já tem confirmação em duas etapas. Digite o PIN dele para concluir a conexão.
        </p>
      }
      actions={({ ready }) => (
        <Button type="submit" disabled={!ready || pin.isPending} className="justify-self-start">
          {pin.isPending ? 'Confirmando...' : 'Confirmar PIN'}
        </Button>
      )}
    />
  );
}
