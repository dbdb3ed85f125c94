import type { IntegrationView } from '../../../../domain/integrations/platforms';
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
import { serverMessage } from '../../../lib/api-client';
import { useUpdateIntegration } from '../api/update-integration';

interface DisconnectDialogProps {
  restaurantId: string;
  integration: IntegrationView;
  onClose: () => void;
}

/** 'Desconectar' asks first: it deactivates the integration and stops syncing. */
export function DisconnectDialog({ restaurantId, integration, onClose }: DisconnectDialogProps) {
  const update = useUpdateIntegration(restaurantId);
  const disconnect = () =>
    update.mutate(
      { platform: integration.platform, input: { isActive: false } },
      {
        onSuccess: () => {
          toast({
            title: 'Integração desconectada',
            description: `${integration.platformName} não recebe mais pedidos.`,
          });
          onClose();
        },
        onError: (failure) =>
          toast({
            title: 'Erro ao atualizar',
            description: serverMessage(failure) ?? 'Tente novamente.',
            variant: 'destructive',
          }),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Desconectar {integration.platformName}?</DialogTitle>
          <DialogDescription>
            Os pedidos da plataforma deixam de chegar ao painel. As credenciais ficam guardadas para
            reconectar depois.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant="destructive" onClick={disconnect} disabled={update.isPending}>
            Desconectar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
