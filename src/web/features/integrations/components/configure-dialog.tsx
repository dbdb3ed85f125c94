import { type FormEvent, useState } from 'react';
import type { IntegrationView } from '../../../../domain/integrations/platforms';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError, FormField } from '../../../components/ui/form-field';
import { NumberInput } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useUpdateIntegration } from '../api/update-integration';
import { CredentialFields } from './credential-fields';

interface ConfigureDialogProps {
  restaurantId: string;
  integration: IntegrationView;
  onClose: () => void;
}

/** How a store linked without keys was linked, in the partner's own words. */
function linkedStoreLine({ platform, merchantId }: IntegrationView): string {
  if (platform === 'rappi') return `Loja ${merchantId} da Rappi, ligada ao integrador Comanda (sem chaves).`;
  if (platform === 'keeta') return `Loja ${merchantId} da Keeta, ligada ao app do Comanda (sem chaves).`;
  return `Loja ${merchantId} vinculada pelo Portal do Parceiro do iFood.`;
}

/** 'Configurar': sync settings and credentials; secrets stay as they are unless retyped. */
export function ConfigureDialog({ restaurantId, integration, onClose }: ConfigureDialogProps) {
  const [credentials, setCredentials] = useState({
    apiKey: '',
    secretKey: '',
    merchantId: integration.merchantId ?? '',
    webhookUrl: integration.webhookUrl ?? '',
    webhookSecret: '',
  });
  // A store linked through Comanda's iFood app has no keys to show or retype.
  const linked = integration.authMode === 'linked';
  // Keeta (decision 0063): one app-wide poll brings every linked store's orders, so only the menu
  // sync is the owner's to choose; there is no interval and nothing to inform Keeta.
  const keeta = integration.platform === 'keeta';
  const [settings, setSettings] = useState(integration.settings);
  const [error, setError] = useState<string>();
  const update = useUpdateIntegration(restaurantId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        platform: integration.platform,
        input: { credentials: linked ? undefined : credentials, syncSettings: settings },
      },
      {
        onSuccess: () => {
          toast({ title: 'Configurações salvas!' });
          onClose();
        },
        onError: (failure) => {
          const message = serverMessage(failure) ?? 'Tente novamente.';
          setError(message);
          toast({ title: 'Erro ao salvar', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Configurar {integration.platformName}</DialogTitle>
            {keeta ? (
              <DialogDescription>
                O Comanda registrou a loja na Keeta: não há endereço nem chave para informar.
              </DialogDescription>
            ) : (
              <DialogDescription>
                {linked
                  ? 'Endereço em que a plataforma entrega os pedidos, já registrado pelo Comanda:'
                  : 'Endereço para a plataforma enviar os pedidos (webhook):'}{' '}
                <code className="break-all">{integration.receiveUrl}</code>
              </DialogDescription>
            )}
          </DialogHeader>
          {linked ? (
            <p className="text-sm text-stone-800">{linkedStoreLine(integration)}</p>
          ) : (
            <CredentialFields
              idPrefix="configure"
              values={credentials}
              onChange={setCredentials}
              hints={{ apiKey: integration.apiKeyHint, secretKey: integration.secretKeyHint }}
              platform={integration.platform}
            />
          )}
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold text-stone-900">Sincronização</legend>
            {(keeta ? (['autoSyncMenu'] as const) : (['autoSyncOrders', 'autoSyncMenu'] as const)).map(
              (key) => (
                <div key={key} className="flex items-center gap-2">
                  <Checkbox
                    id={`configure-${key}`}
                    checked={settings[key]}
                    onCheckedChange={(checked) => setSettings({ ...settings, [key]: checked === true })}
                  />
                  <Label htmlFor={`configure-${key}`}>
                    {key === 'autoSyncOrders'
                      ? 'Receber pedidos automaticamente'
                      : 'Sincronizar cardápio automaticamente'}
                  </Label>
                </div>
              ),
            )}
            {!keeta && (
              <FormField id="configure-interval" label="Intervalo de sincronização (segundos)">
                {(describedBy) => (
                  <NumberInput
                    id="configure-interval"
                    min={30}
                    step={30}
                    value={settings.syncInterval}
                    aria-describedby={describedBy}
                    onChange={(event) =>
                      setSettings({ ...settings, syncInterval: Number(event.target.value) || 0 })
                    }
                  />
                )}
              </FormField>
            )}
          </fieldset>
          <FieldError message={error} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Salvando...' : 'Salvar'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
