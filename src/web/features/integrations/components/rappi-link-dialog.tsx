import { toast } from '../../../components/ui/use-toast';
import { useLinkRappiStore, useRappiLinkMode } from '../api/rappi-link';
import { StoreIdLinkDialog } from './store-id-link-dialog';

interface RappiLinkDialogProps {
  restaurantId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Conectar Rappi' without keys (decision 0065): Rappi attaches the store to Comanda's ally, the
 * owner types the store id, and Comanda checks it with Rappi and registers its webhooks.
 */
export function RappiLinkDialog({ restaurantId, open, onClose }: RappiLinkDialogProps) {
  const mode = useRappiLinkMode(restaurantId, open);
  const link = useLinkRappiStore(restaurantId);

  return (
    <StoreIdLinkDialog
      open={open}
      onClose={onClose}
      title="Conectar Rappi"
      description="Ligue sua loja da Rappi sem chaves: só com o ID da loja."
      availability={{
        pending: mode.isPending,
        configured: mode.data?.configured,
        checking: 'Verificando a Rappi neste servidor...',
        notConfigured: 'O Comanda ainda não foi configurado para a Rappi neste servidor.',
      }}
      field={{ id: 'rappi-store-id', label: 'ID da loja na Rappi', inputMode: 'numeric' }}
      action={{ label: 'Ligar loja', pendingLabel: 'Conferindo com a Rappi...', pending: link.isPending }}
      onSubmit={(storeId, { close, fail }) =>
        link.mutate(storeId, {
          onSuccess: () => {
            toast({ title: 'Integração criada!', description: 'Loja da Rappi ligada ao Comanda.' });
            close();
          },
          onError: fail,
        })
      }
    >
      {(field) => (
        <ol className="grid list-decimal gap-3 pl-5 text-sm text-stone-800">
          <li>
            Peça à Rappi (ao seu contato comercial ou ao suporte para lojas parceiras) que associe a sua loja
            ao integrador Comanda.
          </li>
          <li>
            Informe o ID da loja na Rappi. O Comanda confere com a Rappi e passa a receber os pedidos.
            <div className="mt-2">{field}</div>
          </li>
        </ol>
      )}
    </StoreIdLinkDialog>
  );
}
