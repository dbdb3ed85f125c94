import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { type ConnectField, ConnectFieldsForm } from '../../integrations/components/connect-fields-form';
import { useWhatsAppActions } from '../api/whatsapp-api';

const FIELDS: ConnectField<'phoneNumberId' | 'wabaId' | 'accessToken'>[] = [
  {
    key: 'phoneNumberId',
    id: 'whatsapp-phone-number-id',
    label: 'Identificador do número (Phone number ID)',
    inputMode: 'numeric',
  },
  {
    key: 'wabaId',
    id: 'whatsapp-waba-id',
    label: 'Conta do WhatsApp Business (WABA ID)',
    inputMode: 'numeric',
  },
  {
    key: 'accessToken',
    id: 'whatsapp-access-token',
    label: 'Token de acesso',
    hint: 'Use um token permanente de usuário do sistema. Ele fica guardado criptografado.',
    type: 'password',
  },
];

/** The three values Meta issues in the WhatsApp Manager / app dashboard; verified with a real call. */
export function WhatsAppConnectForm({ restaurantId }: { restaurantId: string }) {
  const { connect } = useWhatsAppActions(restaurantId);
  const submit = async (values: Record<'phoneNumberId' | 'wabaId' | 'accessToken', string>) => {
    await connect.mutateAsync(values);
    toast({ title: 'WhatsApp conectado!', description: 'Os modelos de mensagem foram enviados à Meta.' });
  };
  return (
    <ConnectFieldsForm
      idPrefix="whatsapp"
      fields={FIELDS}
      onSubmit={submit}
      actions={({ ready }) => (
        <Button type="submit" disabled={!ready || connect.isPending} className="justify-self-start">
          {connect.isPending ? 'Verificando...' : 'Conectar WhatsApp'}
        </Button>
      )}
    />
  );
}
