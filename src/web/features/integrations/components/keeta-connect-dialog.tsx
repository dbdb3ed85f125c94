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
import { useKeetaLinkMode, useLinkKeetaStore } from '../api/keeta-link';

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
  const [keetaId, setKeetaId] = useState('');
  const [error, setError] = useState<string>();
  const mode = useKeetaLinkMode(restaurantId, open);
  const link = useLinkKeetaStore(restaurantId);

  const close = () => {
    setKeetaId('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!keetaId.trim()) return;
    setError(undefined);
    link.mutate(keetaId.trim(), {
      onSuccess: () => {
        toast({ title: 'Keeta conectada!', description: 'Os pedidos chegam ao painel em até 30 segundos.' });
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
            <DialogTitle>Conectar Keeta</DialogTitle>
            <DialogDescription>Ligue sua loja da Keeta sem chaves: só com o ID da loja.</DialogDescription>
          </DialogHeader>
          {mode.isPending && <LoadingState label="Verificando a Keeta neste servidor..." />}
          {mode.data && !mode.data.configured && (
            <p role="status" className="text-sm text-stone-800">
              O Comanda ainda não foi configurado para a Keeta neste servidor.
            </p>
          )}
          {mode.data?.configured && (
            <FormField
              id="keeta-merchant-id"
              label="ID da loja na Keeta"
              hint="Copie o ID da loja no Portal do Parceiro da Keeta. O Comanda registra a loja na Keeta e passa a receber os pedidos."
            >
              {(describedBy) => (
                <Input
                  id="keeta-merchant-id"
                  inputMode="numeric"
                  autoComplete="off"
                  value={keetaId}
                  onChange={(event) => setKeetaId(event.target.value)}
                  aria-describedby={describedBy}
                />
              )}
            </FormField>
          )}
          <FieldError message={error} />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {mode.data?.configured ? 'Cancelar' : 'Fechar'}
            </Button>
            {mode.data?.configured && (
              <Button type="submit" disabled={!keetaId.trim() || link.isPending}>
                {link.isPending ? 'Conectando...' : 'Conectar'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
