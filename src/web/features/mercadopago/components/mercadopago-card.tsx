import { QrCode } from 'lucide-react';
import { useState } from 'react';
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
import { type ConnectField, ConnectFieldsForm } from '../../integrations/components/connect-fields-form';
import {
  type MercadoPagoAccountView,
  useMercadoPagoAccount,
  useMercadoPagoActions,
} from '../api/mercadopago-account';

type Field = 'accessToken' | 'webhookSecret';

// Both are shown by Mercado Pago in Suas integrações > (the application): 'Credenciais de produção'
// and 'Webhooks > Assinatura secreta'.
const FIELDS: ConnectField<Field>[] = [
  {
    key: 'accessToken',
    id: 'mercadopago-access-token',
    label: 'Access Token de produção',
    hint: 'Em Suas integrações > sua aplicação > Credenciais de produção. Começa com APP_USR-.',
    type: 'password',
  },
  {
    key: 'webhookSecret',
    id: 'mercadopago-webhook-secret',
    label: 'Assinatura secreta dos webhooks',
    hint: 'Em Suas integrações > sua aplicação > Webhooks. Confirma que os avisos vêm do Mercado Pago.',
    type: 'password',
  },
];

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
      <p className="font-semibold text-green-800">
        Conectado: o PIX dos pedidos é confirmado automaticamente.
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-600">Access Token</dt>
          <dd className="font-semibold text-stone-900">{account.accessTokenHint}</dd>
        </div>
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

function ConnectForm({ restaurantId }: { restaurantId: string }) {
  const { connect } = useMercadoPagoActions(restaurantId);
  const submit = async (values: Record<Field, string>) => {
    await connect.mutateAsync(values);
    toast({
      title: 'Mercado Pago conectado!',
      description: 'O PIX dos próximos pedidos é confirmado sozinho.',
    });
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm font-semibold text-stone-700">Não conectado</p>
      <ConnectFieldsForm
        idPrefix="mercadopago"
        fields={FIELDS}
        onSubmit={submit}
        actions={({ ready }) => (
          <Button type="submit" disabled={!ready || connect.isPending} className="justify-self-start">
            {connect.isPending ? 'Verificando...' : 'Conectar Mercado Pago'}
          </Button>
        )}
      />
    </div>
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
        {account.data?.connected === false && <ConnectForm restaurantId={restaurantId} />}
        {account.data?.connected && <ConnectedAccount restaurantId={restaurantId} account={account.data} />}
      </CardContent>
    </Card>
  );
}
