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
import { toast } from '../../../components/ui/use-toast';
import { useConnectIntegration } from '../api/connect-integration';
import { type ConnectField, ConnectFieldsForm } from './connect-fields-form';

interface KeetaConnectDialogProps {
  restaurantId: string;
  open: boolean;
  onClose: () => void;
}

const FIELDS: ConnectField<'clientId' | 'clientSecret' | 'baseUrl'>[] = [
  { key: 'clientId', id: 'keeta-client-id', label: 'Client ID' },
  { key: 'clientSecret', id: 'keeta-client-secret', label: 'Client Secret', type: 'password' },
  {
    key: 'baseUrl',
    id: 'keeta-base-url',
    label: 'URL base Open Delivery (opcional)',
    hint: 'Deixe em branco para usar o endereço da Keeta configurado no Comanda.',
    type: 'url',
    optional: true,
  },
];

/**
 * 'Conectar Keeta' (Open Delivery): the Client ID and Client Secret that Keeta issues for this
 * store, and the marketplace's base URL (blank uses the one configured on the server). After
 * connecting, 'Integrações ativas' shows the addresses to give Keeta: the cardápio (GET /merchant)
 * and the webhook. Closing the dialog unmounts the form, which clears what was typed.
 */
export function KeetaConnectDialog({ restaurantId, open, onClose }: KeetaConnectDialogProps) {
  const connect = useConnectIntegration(restaurantId);

  const submit = async (values: Record<'clientId' | 'clientSecret' | 'baseUrl', string>) => {
    await connect.mutateAsync({
      platform: 'keeta',
      platformName: 'Keeta',
      credentials: { apiKey: values.clientId, secretKey: values.clientSecret, baseUrl: values.baseUrl },
      isActive: true,
      syncSettings: { ...DEFAULT_SYNC_SETTINGS },
    });
    toast({ title: 'Keeta conectada!', description: 'Os pedidos chegam ao painel em até 30 segundos.' });
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <ConnectFieldsForm
          idPrefix="keeta"
          fields={FIELDS}
          onSubmit={submit}
          className="grid gap-4"
          header={
            <DialogHeader>
              <DialogTitle>Conectar Keeta</DialogTitle>
              <DialogDescription>
                A Keeta usa o padrão Open Delivery (Abrasel). Informe o Client ID e o Client Secret que a
                Keeta gerou para a sua loja.
              </DialogDescription>
            </DialogHeader>
          }
          actions={({ ready }) => (
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" disabled={!ready || connect.isPending}>
                {connect.isPending ? 'Conectando...' : 'Conectar'}
              </Button>
            </DialogFooter>
          )}
        />
      </DialogContent>
    </Dialog>
  );
}
