/**
 * A print job's life (issue 34, decision 0047). A job is 'pendente' until one agent claims it
 * ('imprimindo'), then 'impresso' or 'falhou' as the agent reports. A failed job goes back to
 * 'pendente' when its printer answers again, or when someone taps 'Reimprimir'; an agent that
 * claimed a job and vanished without an answer leaves it 'imprimindo' until the same agent comes
 * back and says what happened, or the claim times out and the job is shown as failed, never
 * printed a second time on its own.
 */

export const PRINT_JOB_STATUSES = ['pendente', 'imprimindo', 'impresso', 'falhou'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export const PRINT_JOB_STATUS_LABELS: Record<PrintJobStatus, string> = {
  pendente: 'Na fila',
  imprimindo: 'Imprimindo',
  impresso: 'Impresso',
  falhou: 'Falhou',
};

/** A claim with no answer after this long is shown as failed ('Sem resposta do agente'). */
export const CLAIM_TIMEOUT_MS = 60_000;

/** What the agent may report about a job it holds. */
export const PRINT_RESULTS = ['impresso', 'falhou'] as const;
export type PrintResult = (typeof PRINT_RESULTS)[number];

/** Whether an agent's report applies: only to a job it claimed and has not answered yet. */
export function acceptsResult(
  job: { status: PrintJobStatus; agentId: string | null },
  agentId: string,
): boolean {
  return job.status === 'imprimindo' && job.agentId === agentId;
}

/** Whether an agent may claim a job now. */
export function claimable(job: { status: PrintJobStatus }): boolean {
  return job.status === 'pendente';
}

/** Who prints: the print agent on the restaurant's computer, or a panel's browser (WebUSB, Web Serial). */
export const PRINT_AGENT_KINDS = ['computador', 'navegador'] as const;
export type PrintAgentKind = (typeof PRINT_AGENT_KINDS)[number];

/** What the agent reports for a job whose printing began and stopped before it knew how it ended. */
export const INTERRUPTED_PRINT =
  'Impressão interrompida: confira se o pedido saiu no papel e use Reimprimir se faltar';
