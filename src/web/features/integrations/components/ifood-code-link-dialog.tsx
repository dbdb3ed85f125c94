import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { type IfoodLinkCode, useAuthorizeIfood, useStartIfoodLink } from '../api/ifood-link';
import { StoreIdLinkDialog } from './store-id-link-dialog';

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
  const start = useStartIfoodLink(restaurantId);
  const authorize = useAuthorizeIfood(restaurantId);

  return (
    <StoreIdLinkDialog
      open={open}
      onClose={onClose}
      onReset={() => setCode(null)}
      title="Conectar iFood"
      description="Vincule sua loja sem chaves: autorize o Comanda no Portal do Parceiro do iFood."
      field={{ id: 'ifood-authorization-code', label: 'Código de autorização' }}
      action={
        code
          ? { label: 'Vincular loja', pendingLabel: 'Vinculando...', pending: authorize.isPending }
          : {
              label: 'Gerar código de vínculo',
              pendingLabel: 'Gerando...',
              pending: start.isPending,
              needsValue: false,
            }
      }
      onSubmit={(authorizationCode, { close, fail }) => {
        if (!code) return start.mutate(undefined, { onSuccess: setCode, onError: fail });
        authorize.mutate(authorizationCode, {
          onSuccess: () => {
            toast({ title: 'Integração criada!', description: 'Loja do iFood vinculada.' });
            close();
          },
          onError: fail,
        });
      }}
    >
      {(field) =>
        code ? (
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
              {field}
            </li>
          </ol>
        ) : (
          <p className="text-sm text-stone-800">
            Você precisa entrar no Portal do Parceiro com o usuário dono da loja. Gere o código de vínculo
            para começar.
          </p>
        )
      }
    </StoreIdLinkDialog>
  );
}
