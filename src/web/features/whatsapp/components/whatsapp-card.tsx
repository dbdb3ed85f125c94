import { MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { useWhatsAppActions, useWhatsAppCard, type WhatsAppCardView } from '../api/whatsapp-api';
import type { EmbeddedSignupConfig } from '../embedded-signup';
import { WhatsAppConnectButton } from './whatsapp-connect-button';
import { WhatsAppPinForm } from './whatsapp-pin-form';
import { WhatsAppUsage } from './whatsapp-usage';

const QUALITY: Record<string, { label: string; className: string }> = {
  GREEN: { label: 'Alta', className: 'bg-green-100 text-green-900' },
  YELLOW: { label: 'Média', className: 'bg-yellow-100 text-yellow-900' },
  RED: { label: 'Baixa', className: 'bg-red-100 text-red-900' },
};

const TEMPLATE_STATUS: Record<string, { label: string; className: string }> = {
  APPROVED: { label: 'Aprovado', className: 'text-green-800' },
  PENDING: { label: 'Em análise', className: 'text-stone-700' },
  REJECTED: { label: 'Rejeitado', className: 'text-red-800' },
  PAUSED: { label: 'Pausado', className: 'text-yellow-800' },
  DISABLED: { label: 'Desativado', className: 'text-red-800' },
  ERROR: { label: 'Erro ao criar', className: 'text-red-800' },
};

type Connected = Extract<WhatsAppCardView, { connected: true }>;

/** What a connection still lacks before it sends: the owner's PIN, or a number (Embedded Signup v4). */
function PendingStep({ restaurantId, card }: { restaurantId: string; card: Connected }) {
  if (card.registration === 'pin_required') return <WhatsAppPinForm restaurantId={restaurantId} />;
  if (card.registration !== 'phone_pending') return null;
  return (
    <div className="grid gap-3 rounded-md border border-yellow-300 bg-yellow-50 p-3">
      <p className="font-semibold text-stone-900">Número pendente</p>
      <p className="text-sm text-stone-800">
        A conta do WhatsApp Business foi conectada, mas ainda não tem um número. Adicione e verifique o número
        do restaurante no Gerenciador do WhatsApp da Meta e conecte de novo para escolhê-lo. Até lá, nenhuma
        mensagem é enviada.
      </p>
    </div>
  );
}

function ConnectedNumber({
  restaurantId,
  card,
  signup,
}: {
  restaurantId: string;
  card: Connected;
  signup: EmbeddedSignupConfig | null;
}) {
  const { refresh, disconnect } = useWhatsAppActions(restaurantId);
  const quality = QUALITY[card.qualityRating ?? ''] ?? { label: 'Sem avaliação', className: 'bg-stone-100' };
  // Only what Meta has reported: a number still pending has no name, number or quality to show.
  const number = card.displayPhoneNumber ?? card.phoneNumberId;
  const rows = [
    card.verifiedName ? { label: 'Nome exibido', value: card.verifiedName } : null,
    number ? { label: 'Número', value: number } : null,
    card.qualityRating
      ? {
          label: 'Qualidade do número',
          value: (
            <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${quality.className}`}>
              {quality.label}
            </span>
          ),
        }
      : null,
  ].filter((row) => row !== null);
  const onError = (failure: unknown) =>
    toast({
      title: 'Erro no WhatsApp',
      description: serverMessage(failure) ?? 'Tente novamente.',
      variant: 'destructive',
    });
  return (
    <div className="grid gap-5">
      <PendingStep restaurantId={restaurantId} card={card} />
      {card.registration === 'phone_pending' && (
        <WhatsAppConnectButton restaurantId={restaurantId} signup={signup} label="Conectar número" />
      )}
      {rows.length > 0 && (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="text-sm text-stone-600">{row.label}</dt>
              <dd className="font-semibold text-stone-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <section aria-label="Modelos de mensagem">
        <h3 className="font-semibold text-stone-900">Modelos de mensagem</h3>
        <ul className="mt-2 divide-y divide-stone-100">
          {card.templates.map((template) => {
            const status = TEMPLATE_STATUS[template.status] ?? { label: template.status, className: '' };
            return (
              <li key={template.name} className="flex justify-between gap-3 py-1.5 text-sm">
                <span className="text-stone-800">{template.label}</span>
                <span className={`font-semibold ${status.className}`}>{status.label}</span>
              </li>
            );
          })}
        </ul>
      </section>
      <WhatsAppUsage usage={card.usage} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={refresh.isPending}
          onClick={() => refresh.mutate(undefined, { onError })}
        >
          {refresh.isPending ? 'Atualizando...' : 'Atualizar status'}
        </Button>
        <Button
          variant="outline"
          disabled={disconnect.isPending}
          onClick={() => {
            if (window.confirm('Desconectar o WhatsApp? Os clientes deixam de receber atualizações.'))
              disconnect.mutate(undefined, { onError });
          }}
        >
          Desconectar
        </Button>
      </div>
    </div>
  );
}

/** The 'WhatsApp Business' card of Integrações: connect a number, its templates and this month's use. */
export function WhatsAppCard({ restaurantId }: { restaurantId: string }) {
  const card = useWhatsAppCard(restaurantId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <MessageCircle className="size-5 text-green-700" aria-hidden="true" />
          WhatsApp Business
        </CardTitle>
        <CardDescription>
          Atualizações automáticas do pedido e códigos de verificação pelo WhatsApp oficial da Meta, só para
          clientes que aceitarem. Sem conexão, o pedido continua indo pelo link do WhatsApp como hoje.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {card.isPending && <LoadingState label="Carregando WhatsApp..." />}
        {card.isError && (
          <ErrorState message="Não foi possível carregar o WhatsApp." onRetry={() => card.refetch()} />
        )}
        {card.data?.connected === false && (
          <WhatsAppConnectButton restaurantId={restaurantId} signup={card.data.embeddedSignup} />
        )}
        {card.data?.connected && (
          <ConnectedNumber restaurantId={restaurantId} card={card.data} signup={card.data.embeddedSignup} />
        )}
      </CardContent>
    </Card>
  );
}
