import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { type IfoodStore, useFindIfoodStore, useLinkIfoodStore } from '../api/ifood-link';
import { StoreIdLinkDialog } from './store-id-link-dialog';

interface IfoodLinkDialogProps {
  restaurantId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Conectar iFood' with Comanda's centralized app (decision 0061): the owner approves Comanda's
 * access request in the Portal do Parceiro, types the store's id, sees the store iFood names and
 * confirms. No keys, and never a list of other restaurants' stores to pick from.
 */
export function IfoodLinkDialog({ restaurantId, open, onClose }: IfoodLinkDialogProps) {
  const [found, setFound] = useState<IfoodStore | null>(null);
  const find = useFindIfoodStore(restaurantId);
  const link = useLinkIfoodStore(restaurantId);

  return (
    <StoreIdLinkDialog
      open={open}
      onClose={onClose}
      onReset={() => setFound(null)}
      title="Conectar iFood"
      description="Vincule sua loja do iFood ao Comanda, sem chaves."
      field={{ id: 'ifood-store-id', label: 'ID da loja no iFood', spellCheck: false }}
      action={
        found
          ? {
              label: 'Vincular esta loja',
              pendingLabel: 'Vinculando...',
              pending: link.isPending,
              needsValue: false,
            }
          : { label: 'Buscar loja', pendingLabel: 'Buscando...', pending: find.isPending }
      }
      secondary={found ? { label: 'Não é esta loja', onClick: () => setFound(null) } : undefined}
      onSubmit={(storeId, { close, fail }) => {
        if (found)
          link.mutate(found.merchantId, {
            onSuccess: () => {
              toast({ title: 'Integração criada!', description: `Loja do iFood vinculada: ${found.name}.` });
              close();
            },
            onError: fail,
          });
        else find.mutate(storeId, { onSuccess: setFound, onError: fail });
      }}
    >
      {(field) => (
        <>
          <ol className="grid list-decimal gap-2 pl-5 text-sm text-stone-800">
            <li>
              Informe ao suporte do Comanda o ID ou o CNPJ da sua loja: o Comanda envia ao iFood um pedido de
              acesso à loja.
            </li>
            <li>
              No Portal do Parceiro do iFood, entre com o usuário dono da loja e aprove o pedido de acesso do
              Comanda.
            </li>
            <li>Digite aqui o ID da loja, como aparece no Portal do Parceiro, e confirme a loja.</li>
          </ol>
          {found ? (
            <div className="grid gap-1 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm">
              <p className="text-stone-700">O iFood encontrou esta loja:</p>
              <p className="text-base font-semibold text-stone-900">{found.name}</p>
              {found.corporateName && <p className="text-stone-700">{found.corporateName}</p>}
              <p className="break-all text-stone-600">ID: {found.merchantId}</p>
            </div>
          ) : (
            field
          )}
        </>
      )}
    </StoreIdLinkDialog>
  );
}
