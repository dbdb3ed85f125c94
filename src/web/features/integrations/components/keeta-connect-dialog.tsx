import { toast } from '../../../components/ui/use-toast';
import { useKeetaLinkMode, useLinkKeetaStore } from '../api/keeta-link';
import { StoreIdLinkDialog } from './store-id-link-dialog';

interface KeetaConnectDialogProps {
  restaurantId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Conectar Keeta' without keys (decision 0063): the keys are Comanda's app, set by the operator;
 * the owner types the store's id in Keeta and Comanda onboards it (PUT /v1/merchantOnboarding).
 * A server without the app's keys says so, with no field and no button that cannot work.
 */
export function KeetaConnectDialog({ restaurantId, open, onClose }: KeetaConnectDialogProps) {
  const mode = useKeetaLinkMode(restaurantId, open);
  const link = useLinkKeetaStore(restaurantId);

  return (
    <StoreIdLinkDialog
      open={open}
      onClose={onClose}
      title="Conectar Keeta"
      description="Ligue sua loja da Keeta sem chaves: só com o ID da loja."
      availability={{
        pending: mode.isPending,
        configured: mode.data?.configured,
        checking: 'Verificando a Keeta neste servidor...',
        notConfigured: 'O Comanda ainda não foi configurado para a Keeta neste servidor.',
      }}
      field={{
        id: 'keeta-merchant-id',
        label: 'ID da loja na Keeta',
        hint: 'Copie o ID da loja no Portal do Parceiro da Keeta. O Comanda registra a loja na Keeta e passa a receber os pedidos.',
        inputMode: 'numeric',
      }}
      action={{ label: 'Conectar', pendingLabel: 'Conectando...', pending: link.isPending }}
      onSubmit={(keetaId, { close, fail }) =>
        link.mutate(keetaId, {
          onSuccess: () => {
            toast({
              title: 'Keeta conectada!',
              description: 'Os pedidos chegam ao painel em até 30 segundos.',
            });
            close();
          },
          onError: fail,
        })
      }
    />
  );
}
