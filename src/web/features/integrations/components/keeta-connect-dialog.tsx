import { type FormEvent, useState } from 'react';
import { DEFAULT_SYNC_SETTINGS } from '../../../../domain/integrations/platforms';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useConnectIntegration } from '../api/connect-integration';

interface KeetaConnectDialogProps {
  restaurantId: string;
  open: boolean;
  onClose: () => void;
}

const EMPTY = { clientId: '', clientSecret: '', baseUrl: '' };

/**
 * 'Conectar Keeta' (Open Delivery): the Client ID and Client Secret that Keeta issues for this
 * store, and the marketplace's base URL (blank uses the one configured on the server). After
 * connecting, 'Integrações ativas' shows the addresses to give Keeta: the cardápio (GET /merchant)
 * and the webhook.
 */
export function KeetaConnectDialog({ restaurantId, open, onClose }: KeetaConnectDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const connect = useConnectIntegration(restaurantId);
  const ready = values.clientId.trim() !== '' && values.clientSecret.trim() !== '';
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  const close = () => {
    setValues(EMPTY);
    setError(undefined);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setError(undefined);
    connect.mutate(
      {
        platform: 'keeta',
        platformName: 'Keeta',
        credentials: {
          apiKey: values.clientId,
          secretKey: values.clientSecret,
          baseUrl: values.baseUrl,
        },
        isActive: true,
        syncSettings: { ...DEFAULT_SYNC_SETTINGS },
      },
      {
        onSuccess: () => {
          toast({
            title: 'Keeta conectada!',
            description: 'Os pedidos chegam ao painel em até 30 segundos.',
          });
          close();
        },
        onError: (failure) => setError(serverMessage(failure) ?? 'Tente novamente.'),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Conectar Keeta</DialogTitle>
            <DialogDescription>
              A Keeta usa o padrão Open Delivery (Abrasel). Informe o Client ID e o Client Secret que a Keeta
              gerou para a sua loja.
            </DialogDescription>
          </DialogHeader>
          <FormField id="keeta-client-id" label="Client ID">
            {(describedBy) => (
              <Input
                id="keeta-client-id"
                autoComplete="off"
                value={values.clientId}
                onChange={set('clientId')}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <FormField id="keeta-client-secret" label="Client Secret">
            {(describedBy) => (
              <Input
                id="keeta-client-secret"
                type="password"
                autoComplete="off"
                value={values.clientSecret}
                onChange={set('clientSecret')}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <FormField
            id="keeta-base-url"
            label="URL base Open Delivery (opcional)"
            hint="Deixe em branco para usar o endereço da Keeta configurado no Comanda."
          >
            {(describedBy) => (
              <Input
                id="keeta-base-url"
                type="url"
                value={values.baseUrl}
                onChange={set('baseUrl')}
                aria-describedby={describedBy}
              />
            )}
          </FormField>
          <FieldError message={error} />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" disabled={!ready || connect.isPending}>
              {connect.isPending ? 'Conectando...' : 'Conectar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
