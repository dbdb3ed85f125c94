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
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useLinkRappiStore, useRappiLinkMode } from '../api/rappi-link';

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
  const [storeId, setStoreId] = useState('');
  const [error, setError] = useState<string>();
  const mode = useRappiLinkMode(restaurantId, open);
  const link = useLinkRappiStore(restaurantId);

  const close = () => {
    setStoreId('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!storeId.trim()) return;
    setError(undefined);
    link.mutate(storeId.trim(), {
      onSuccess: () => {
        toast({ title: 'Integração criada!', description: 'Loja da Rappi ligada ao Comanda.' });
        close();
      },
      onError: (failure) => setError(serverMessage(failure) ?? 'Tente novamente.'),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Conectar Rappi</DialogTitle>
            <DialogDescription>Ligue sua loja da Rappi sem chaves: só com o ID da loja.</DialogDescription>
          </DialogHeader>
          {mode.isPending && <LoadingState label="Verificando a Rappi neste servidor..." />}
          {mode.data && !mode.data.configured && (
            <p role="status" className="text-sm text-stone-800">
              O Comanda ainda não foi configurado para a Rappi neste servidor.
            </p>
          )}
          {mode.data?.configured && (
            <ol className="grid list-decimal gap-3 pl-5 text-sm text-stone-800">
              <li>
                Peça à Rappi (ao seu contato comercial ou ao suporte para lojas parceiras) que associe a sua
                loja ao integrador Comanda.
              </li>
              <li>
                Informe o ID da loja na Rappi. O Comanda confere com a Rappi e passa a receber os pedidos.
                <FormField id="rappi-store-id" label="ID da loja na Rappi">
                  {(describedBy) => (
                    <Input
                      id="rappi-store-id"
                      inputMode="numeric"
                      autoComplete="off"
                      value={storeId}
                      onChange={(event) => setStoreId(event.target.value)}
                      aria-describedby={describedBy}
                    />
                  )}
                </FormField>
              </li>
            </ol>
          )}
          <FieldError message={error} />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {mode.data?.configured ? 'Cancelar' : 'Fechar'}
            </Button>
            {mode.data?.configured && (
              <Button type="submit" disabled={!storeId.trim() || link.isPending}>
                {link.isPending ? 'Conferindo com a Rappi...' : 'Ligar loja'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
