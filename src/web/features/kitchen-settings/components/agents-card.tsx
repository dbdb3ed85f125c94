/**
 * 'Agente de impressão' (`kitchen.configure`): 'Gerar código' shows the six-digit pairing code
 * large, how long it still lasts, and the one command to run on the restaurant's computer; below,
 * the paired agents (computers and browsers), online or not, each with 'Desconectar'.
 */
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/api-client';
import { agentCommand } from '../agent-command';
import { type PairingCode, useAgents, useCreatePairingCode, useRevokeAgent } from '../api';
import { KitchenCard } from './kitchen-card';

const KIND_LABELS = { computador: 'Computador', navegador: 'Navegador' } as const;

/** '9:58' left of a code, or null once it expired. */
export function remaining(expiresAt: string, now: number): string | null {
  const seconds = Math.ceil((Date.parse(expiresAt) - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function useClock(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function AgentsCard({ restaurantId }: { restaurantId: string }) {
  const agents = useAgents(restaurantId);
  const pairing = useCreatePairingCode(restaurantId);
  const revoke = useRevokeAgent(restaurantId);
  const [code, setCode] = useState<PairingCode | null>(null);
  const now = useClock(code !== null);
  const left = code ? remaining(code.expiresAt, now) : null;
  const command = code ? agentCommand(window.location.origin, code.code) : '';
  const [copied, setCopied] = useState(false);

  return (
    <KitchenCard
      title="Agente de impressão"
      description="Um programa no computador do restaurante recebe os pedidos e imprime sem abrir janela nenhuma."
      query={agents}
    >
      {(list) => (
        <div className="flex flex-col gap-4">
          {code && left ? (
            <div className="flex flex-col gap-2 rounded-xl border border-orange-200 bg-orange-50 p-4">
              <p id={`${restaurantId}-pairing-code`} className="text-sm text-stone-800">
                Código de pareamento
              </p>
              <output
                aria-labelledby={`${restaurantId}-pairing-code`}
                className="block font-mono text-4xl font-bold tracking-[0.3em] text-stone-900 sm:text-5xl"
              >
                {code.code}
              </output>
              <p className="text-sm text-stone-800">
                Vale por mais <span className="font-semibold tabular-nums">{left}</span>. Rode no computador
                ligado à impressora:
              </p>
              <div className="flex flex-col items-start gap-2">
                <code className="block w-full break-all rounded-lg bg-stone-900 px-3 py-2 text-sm text-white">
                  {command}
                </code>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    void navigator.clipboard?.writeText(command).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    )
                  }
                >
                  {copied ? 'Copiado' : 'Copiar comando'}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              {code && <p className="text-sm text-stone-700">O código expirou. Gere outro.</p>}
              <Button
                className="self-start"
                disabled={pairing.isPending}
                onClick={() =>
                  pairing.mutate(undefined, {
                    onSuccess: (next) => {
                      setCode(next);
                      setCopied(false);
                    },
                  })
                }
              >
                Gerar código
              </Button>
            </div>
          )}
          {pairing.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
              {serverMessage(pairing.error) ?? 'Não foi possível gerar o código. Tente de novo.'}
            </p>
          )}
          {list.length === 0 ? (
            <p className="text-stone-700">Nenhum agente pareado.</p>
          ) : (
            <ul aria-label="Agentes pareados" className="flex flex-col gap-2">
              {list.map((agent) => (
                <li
                  key={agent.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-stone-200 p-3"
                >
                  <div className="min-w-0">
                    <p className="break-words font-semibold text-stone-900">{agent.name}</p>
                    <p className="flex items-center gap-1.5 text-sm text-stone-700">
                      <span
                        aria-hidden="true"
                        className={`inline-block size-2.5 rounded-full ${agent.online ? 'bg-green-600' : 'bg-stone-400'}`}
                      />
                      {agent.online ? 'Conectado' : 'Desconectado'} · {KIND_LABELS[agent.kind] ?? agent.kind}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Desconectar ${agent.name}`}
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(agent.id)}
                  >
                    Desconectar
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {revoke.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
              {serverMessage(revoke.error) ?? 'Não foi possível desconectar. Tente de novo.'}
            </p>
          )}
        </div>
      )}
    </KitchenCard>
  );
}
