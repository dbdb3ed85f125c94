import { QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../../domain/format/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import {
  type MercadoPagoAccountView,
  mercadoPagoAuthorizePath,
  useMercadoPagoAccount,
  useMercadoPagoActions,
} from '../api/mercadopago-account';

/** What the owner is told back from Mercado Pago's authorization (`?mercadopago=` from the server). */
const OUTCOMES: Record<string, { text: string; ok: boolean }> = {
  conectado: { text: 'Mercado Pago conectado! O PIX dos próximos pedidos é confirmado sozinho.', ok: true },
  negado: { text: 'Você cancelou a autorização no Mercado Pago. Nada foi conectado.', ok: false },
  expirado: {
    text: 'A autorização demorou mais de 10 minutos e expirou. Toque em Conectar Mercado Pago de novo.',
    ok: false,
  },
  invalido: {
    text: 'Esta autorização não vale mais (já usada ou de outra sessão). Toque em Conectar Mercado Pago de novo.',
    ok: false,
  },
  'outra-conta': {
    text: 'Esta conta do Mercado Pago já está conectada a outro restaurante no Comanda. Use a conta deste restaurante.',
    ok: false,
  },
  'conta-de-teste': {
    text: 'Esta é uma conta de teste do Mercado Pago: conecte a conta real do restaurante.',
    ok: false,
  },
  indisponivel: { text: 'O Mercado Pago não respondeu agora. Tente de novo em instantes.', ok: false },
  'nao-configurado': {
    text: 'O Comanda ainda não foi configurado para o Mercado Pago neste servidor.',
    ok: false,
  },
};

function ConnectButton({ restaurantId, label }: { restaurantId: string; label: string }) {
  return (
    <Button asChild className="justify-self-start">
      <a href={mercadoPagoAuthorizePath(restaurantId)}>{label}</a>
    </Button>
  );
}

function PixKeyWarning({ restaurantId }: { restaurantId: string }) {
  const { recheckPixKey } = useMercadoPagoActions(restaurantId);
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <p className="font-semibold">Sua conta do Mercado Pago está sem chave Pix</p>
      <p className="text-sm">
        O Mercado Pago só gera PIX para contas com uma chave Pix cadastrada. Enquanto isso, o cliente paga
        pelo PIX da sua chave no Comanda e você confirma à mão. Para cadastrar: no app do Mercado Pago, toque
        em Pix &gt; Minhas chaves &gt; Cadastrar chave. Depois, toque em Verificar de novo: o próximo pedido
        com PIX testa a chave.
      </p>
      <Button
        variant="outline"
        className="justify-self-start bg-white"
        disabled={recheckPixKey.isPending}
        onClick={() =>
          recheckPixKey.mutate(undefined, {
            onSuccess: () => toast({ title: 'PIX do Mercado Pago ligado de novo' }),
            onError: (failure) =>
              toast({
                title: 'Erro ao verificar',
                description: serverMessage(failure) ?? 'Tente novamente.',
                variant: 'destructive',
              }),
          })
        }
      >
        {recheckPixKey.isPending ? 'Verificando...' : 'Verificar de novo'}
      </Button>
    </div>
  );
}

function ConnectedAccount({
  restaurantId,
  account,
}: {
  restaurantId: string;
  account: MercadoPagoAccountView;
}) {
  const { disconnect } = useMercadoPagoActions(restaurantId);
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Mercado Pago desconectado', description: 'O PIX volta a usar a sua chave.' });
      },
      onError: (failure) =>
        toast({
          title: 'Erro ao desconectar',
          description: serverMessage(failure) ?? 'Tente novamente.',
          variant: 'destructive',
        }),
    });
  return (
    <div className="grid gap-4">
      {account.reconnectNeeded ? (
        <div role="alert" className="grid gap-2">
          <p className="font-semibold text-red-800">Reconecte o Mercado Pago</p>
          <p className="text-sm text-stone-700">
            O Mercado Pago não renovou o acesso do Comanda à sua conta (a autorização foi retirada ou venceu).
            Até reconectar, o PIX usa a sua chave e você confirma à mão.
          </p>
          <ConnectButton restaurantId={restaurantId} label="Reconectar Mercado Pago" />
        </div>
      ) : (
        <p className="font-semibold text-green-800">
          Conectado: o PIX dos pedidos é confirmado automaticamente.
        </p>
      )}
      {account.legacy && (
        <div className="grid gap-2">
          <p className="text-sm text-stone-700">
            Esta conta foi conectada pelo Access Token, do jeito antigo. Continua funcionando; conecte pelo
            Mercado Pago para o Comanda renovar o acesso sozinho.
          </p>
          <ConnectButton restaurantId={restaurantId} label="Conectar pelo Mercado Pago" />
        </div>
      )}
      {account.pixKeyMissing && <PixKeyWarning restaurantId={restaurantId} />}
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {account.connectedAt && (
          <div>
            <dt className="text-sm text-stone-600">Conectado em</dt>
            <dd className="font-semibold text-stone-900">{formatDate(account.connectedAt)}</dd>
          </div>
        )}
      </dl>
      <Button variant="outline" className="justify-self-start" onClick={() => setConfirming(true)}>
        Desconectar
      </Button>
      <Dialog open={confirming} onOpenChange={(open) => !open && setConfirming(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Desconectar o Mercado Pago?</DialogTitle>
            <DialogDescription>
              Os próximos pedidos com PIX usam o código da sua chave PIX, e você marca cada um como pago pelo
              painel. Os pagamentos já feitos continuam na sua conta do Mercado Pago.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={disconnect.isPending}>
              {disconnect.isPending ? 'Desconectando...' : 'Desconectar'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function NotConnected({ restaurantId, configured }: { restaurantId: string; configured: boolean }) {
  if (!configured)
    return (
      <p className="text-sm font-semibold text-stone-700">
        O Comanda ainda não foi configurado para o Mercado Pago neste servidor.
      </p>
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm font-semibold text-stone-700">Não conectado</p>
      <p className="text-sm text-stone-600">
        Você entra na sua conta no site do Mercado Pago e autoriza o Comanda a criar cobranças PIX em seu
        nome. Nenhuma senha ou chave é digitada aqui.
      </p>
      <ConnectButton restaurantId={restaurantId} label="Conectar Mercado Pago" />
    </div>
  );
}

/**
 * Read once, then taken out of the address (a replace, not a new history entry): a reload or a link
 * copied afterwards does not tell the owner again what happened on that return.
 */
function OutcomeNotice() {
  const [params, setParams] = useSearchParams();
  const [outcome] = useState(() => OUTCOMES[params.get('mercadopago') ?? '']);
  useEffect(() => {
    if (!params.has('mercadopago')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('mercadopago');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  if (!outcome) return null;
  return (
    <p
      role="status"
      className={`mb-3 rounded-md p-3 text-sm font-semibold ${outcome.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
    >
      {outcome.text}
    </p>
  );
}

/**
 * The 'Mercado Pago' card of Integrações: the restaurant's own account, so a diner's PIX is a
 * Mercado Pago payment confirmed by its notification (decisions 0018, 0019). Without it the static
 * PIX from the restaurant's key stays, paid orders marked by hand.
 */
export function MercadoPagoCard({ restaurantId }: { restaurantId: string }) {
  const account = useMercadoPagoAccount(restaurantId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <QrCode className="size-5 text-sky-700" aria-hidden="true" />
          Mercado Pago (PIX automático)
        </CardTitle>
        <CardDescription>
          Conecte a sua conta do Mercado Pago e o PIX de cada pedido é confirmado automaticamente: o cliente
          paga pelo QR Code ou pelo copia e cola, e o pedido aparece como pago no painel em segundos. O
          dinheiro cai na sua conta. Sem conexão, o cliente paga pelo PIX da sua chave e você confirma o
          pagamento à mão.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {account.isPending && <LoadingState label="Carregando Mercado Pago..." />}
        {account.isError && (
          <ErrorState message="Não foi possível carregar o Mercado Pago." onRetry={() => account.refetch()} />
        )}
        <OutcomeNotice />
        {account.data?.connected === false && (
          <NotConnected restaurantId={restaurantId} configured={account.data.configured} />
        )}
        {account.data?.connected && <ConnectedAccount restaurantId={restaurantId} account={account.data} />}
      </CardContent>
    </Card>
  );
}
