import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useWhatsAppActions } from '../api/whatsapp-api';

const EMPTY = { phoneNumberId: '', wabaId: '', accessToken: '' };

/** The three values Meta issues in the WhatsApp Manager / app dashboard; verified with a real call. */
export function WhatsAppConnectForm({ restaurantId }: { restaurantId: string }) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const { connect } = useWhatsAppActions(restaurantId);
  const ready = Object.values(values).every((value) => value.trim() !== '');
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setError(undefined);
    connect.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        toast({ title: 'WhatsApp conectado!', description: 'Os modelos de mensagem foram enviados à Meta.' });
      },
      onError: (failure) => setError(serverMessage(failure) ?? 'Tente novamente.'),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-3">
      <FormField id="whatsapp-phone-number-id" label="Identificador do número (Phone number ID)">
        {(describedBy) => (
          <Input
            id="whatsapp-phone-number-id"
            inputMode="numeric"
            autoComplete="off"
            value={values.phoneNumberId}
            onChange={set('phoneNumberId')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField id="whatsapp-waba-id" label="Conta do WhatsApp Business (WABA ID)">
        {(describedBy) => (
          <Input
            id="whatsapp-waba-id"
            inputMode="numeric"
            autoComplete="off"
            value={values.wabaId}
            onChange={set('wabaId')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField
        id="whatsapp-access-token"
        label="Token de acesso"
        hint="Use um token permanente de usuário do sistema. Ele fica guardado criptografado."
      >
        {(describedBy) => (
          <Input
            id="whatsapp-access-token"
            type="password"
            autoComplete="off"
            value={values.accessToken}
            onChange={set('accessToken')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FieldError message={error} />
      <Button type="submit" disabled={!ready || connect.isPending} className="justify-self-start">
        {connect.isPending ? 'Verificando...' : 'Conectar WhatsApp'}
      </Button>
    </form>
  );
}
