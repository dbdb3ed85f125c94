import { ExternalLink } from 'lucide-react';
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
import { type IfoodLinkCode, useAuthorizeIfood, useStartIfoodLink } from '../api/ifood-link';

interface IfoodCodeLinkDialogProps {
  restaurantId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Conectar iFood' on a self-hosted install with a distributed app (decision 0061): Comanda asks
 * iFood for a link code, the owner authorises Comanda in the Portal do Parceiro with it, then types
 * the authorization code the Portal shows.
 */
export function IfoodCodeLinkDialog({ restaurantId, open, onClose }: IfoodCodeLinkDialogProps) {
  const [code, setCode] = useState<IfoodLinkCode | null>(null);
  const [authorizationCode, setAuthorizationCode] = useState('');
  const [error, setError] = useState<string>();
  const start = useStartIfoodLink(restaurantId);
  const authorize = useAuthorizeIfood(restaurantId);

  const close = () => {
    setCode(null);
    setAuthorizationCode('');
    setError(undefined);
    onClose();
  };
  const generate = () => {
    setError(undefined);
    start.mutate(undefined, {
      onSuccess: setCode,
      onError: (failure) => setError(serverMessage(failure) ?? 'Tente novamente.'),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!authorizationCode.trim()) return;
    setError(undefined);
    authorize.mutate(authorizationCode.trim(), {
      onSuccess: () => {
        toast({ title: 'Integração criada!', description: 'Loja do iFood vinculada.' });
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
            <DialogTitle>Conectar iFood</DialogTitle>
            <DialogDescription>
              Vincule sua loja sem chaves: autorize o Comanda no Portal do Parceiro do iFood.
            </DialogDescription>
          </DialogHeader>
          {code ? (
            <ol className="grid list-decimal gap-3 pl-5 text-sm text-stone-800">
              <li>
                Abra o Portal do Parceiro e informe o código de vínculo:
                <p className="mt-1 select-all rounded-lg bg-stone-100 px-3 py-2 text-center font-mono text-2xl font-bold tracking-widest text-stone-900">
                  {code.userCode}
                </p>
                <a
                  href={code.verificationUrlComplete}
                  target="_blank"
                  rel="noreferrer"
                  className="mt-2 inline-flex min-h-11 items-center gap-1 font-medium text-red-700 underline"
                >
                  Abrir o Portal do Parceiro <ExternalLink aria-hidden="true" className="size-4" />
                </a>
                <p className="text-stone-600">O código vale por {Math.round(code.expiresIn / 60)} minutos.</p>
              </li>
              <li>
                Autorize o Comanda e copie o código de autorização que o Portal mostrar.
                <FormField id="ifood-authorization-code" label="Código de autorização">
                  {(describedBy) => (
                    <Input
                      id="ifood-authorization-code"
                      autoComplete="off"
                      value={authorizationCode}
                      onChange={(event) => setAuthorizationCode(event.target.value)}
                      aria-describedby={describedBy}
                    />
                  )}
                </FormField>
              </li>
            </ol>
          ) : (
            <p className="text-sm text-stone-800">
              Você precisa entrar no Portal do Parceiro com o usuário dono da loja. Gere o código de vínculo
              para começar.
            </p>
          )}
          <FieldError message={error} />
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancelar
            </Button>
            {code ? (
              <Button type="submit" disabled={!authorizationCode.trim() || authorize.isPending}>
                {authorize.isPending ? 'Vinculando...' : 'Vincular loja'}
              </Button>
            ) : (
              <Button type="button" onClick={generate} disabled={start.isPending}>
                {start.isPending ? 'Gerando...' : 'Gerar código de vínculo'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
