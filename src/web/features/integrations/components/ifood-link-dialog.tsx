import { type FormEvent, useState } from 'react';
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
import { type IfoodStore, useFindIfoodStore, useLinkIfoodStore } from '../api/ifood-link';

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
  const [storeId, setStoreId] = useState('');
  const [found, setFound] = useState<IfoodStore | null>(null);
  const [error, setError] = useState<string>();
  const find = useFindIfoodStore(restaurantId);
  const link = useLinkIfoodStore(restaurantId);

  const close = () => {
    setStoreId('');
    setFound(null);
    setError(undefined);
    onClose();
  };
  const failed = (failure: Error) => setError(serverMessage(failure) ?? 'Tente novamente.');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (found)
      link.mutate(found.merchantId, {
        onSuccess: () => {
          toast({ title: 'Integração criada!', description: `Loja do iFood vinculada: ${found.name}.` });
          close();
        },
        onError: failed,
      });
    else if (storeId.trim()) find.mutate(storeId.trim(), { onSuccess: setFound, onError: failed });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Conectar iFood</DialogTitle>
            <DialogDescription>Vincule sua loja do iFood ao Comanda, sem chaves.</DialogDescription>
          </DialogHeader>
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
            <FormField id="ifood-store-id" label="ID da loja no iFood">
              {(describedBy) => (
                <Input
                  id="ifood-store-id"
                  autoComplete="off"
                  spellCheck={false}
                  value={storeId}
                  onChange={(event) => setStoreId(event.target.value)}
                  aria-describedby={describedBy}
                />
              )}
            </FormField>
          )}
          <FieldError message={error} />
          <DialogFooter>
            {found ? (
              <Button variant="outline" onClick={() => setFound(null)}>
                Não é esta loja
              </Button>
            ) : (
              <Button variant="outline" onClick={close}>
                Cancelar
              </Button>
            )}
            {found ? (
              <Button type="submit" disabled={link.isPending}>
                {link.isPending ? 'Vinculando...' : 'Vincular esta loja'}
              </Button>
            ) : (
              <Button type="submit" disabled={!storeId.trim() || find.isPending}>
                {find.isPending ? 'Buscando...' : 'Buscar loja'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
