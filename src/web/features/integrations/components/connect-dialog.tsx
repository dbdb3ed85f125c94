import { type FormEvent, useState } from 'react';
import { type ConnectablePlatform, DEFAULT_SYNC_SETTINGS } from '../../../../domain/integrations/platforms';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useConnectIntegration } from '../api/connect-integration';
import { CredentialFields, type CredentialValues } from './credential-fields';

interface ConnectDialogProps {
  restaurantId: string;
  platform: { key: ConnectablePlatform; name: string } | null;
  onClose: () => void;
}

const EMPTY: CredentialValues = {
  apiKey: '',
  secretKey: '',
  merchantId: '',
  webhookUrl: '',
  webhookSecret: '',
};

/** 'Conectar {platform}': Conectar stays disabled until both keys are filled (section 2). */
export function ConnectDialog({ restaurantId, platform, onClose }: ConnectDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string>();
  const connect = useConnectIntegration(restaurantId);
  // Rappi also needs its store id and the webhook's signing secret.
  const ready =
    values.apiKey.trim() !== '' &&
    values.secretKey.trim() !== '' &&
    (platform?.key !== 'rappi' || (values.merchantId.trim() !== '' && values.webhookSecret.trim() !== ''));

  const close = () => {
    setValues(EMPTY);
    setError(undefined);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!platform || !ready) return;
    setError(undefined);
    connect.mutate(
      {
        platform: platform.key,
        platformName: platform.name,
        credentials: values,
        isActive: true,
        syncSettings: { ...DEFAULT_SYNC_SETTINGS },
      },
      {
        onSuccess: () => {
          toast({ title: 'Integração criada!', description: `${platform.name} conectado.` });
          close();
        },
        onError: (failure) => {
          const message = serverMessage(failure) ?? 'Tente novamente.';
          setError(message);
          toast({ title: 'Erro ao criar integração', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open={platform !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Conectar {platform?.name}</DialogTitle>
            <DialogDescription>Informe as credenciais fornecidas pela plataforma.</DialogDescription>
          </DialogHeader>
          <CredentialFields
            idPrefix="connect"
            values={values}
            onChange={setValues}
            platform={platform?.key}
          />
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
