/**
 * Which failed print jobs still need someone: a failed job that a later job of the same order (or,
 * for a pre-bill, the same table bill) and station (its reprint, the agent's retry, a pre-bill asked
 * for again) has not replaced. And how the panel words the
 * failure: 'A impressora da Cozinha falhou: sem papel'.
 */
import type { PrintJobView } from './api';

export function unresolvedFailures(jobs: readonly PrintJobView[]): PrintJobView[] {
  const latest = new Map<string, PrintJobView>();
  for (const job of jobs) {
    const key = `${job.orderId ?? (job.billId ? `conta:${job.billId}` : job.id)}:${job.stationId}`;
    const current = latest.get(key);
    if (!current || job.seq > current.seq) latest.set(key, job);
  }
  return [...latest.values()].filter((job) => job.status === 'falhou').sort((a, b) => b.seq - a.seq);
}

/** 'Sem papel' reads 'sem papel' after a colon; 'USB desligado' keeps its capitals. */
function afterColon(error: string): string {
  const [first = '', second = ''] = error;
  return second === second.toLowerCase() ? first.toLowerCase() + error.slice(1) : error;
}

/**
 * 'da Cozinha', 'do Bar', 'do Caixa', 'da Expedição': the article a station's name takes, read
 * from its first word (Portuguese nouns ending in -a and -ção are mostly feminine; 'Caixa', the
 * counter, is masculine in a restaurant).
 */
export function ofStation(name: string): string {
  const first = (name.trim().split(/\s+/)[0] ?? '').toLowerCase();
  const feminine = first !== 'caixa' && (/a$/.test(first) || /[çs]ão$/.test(first) || /dade$/.test(first));
  return `${feminine ? 'da' : 'do'} ${name.trim()}`;
}

export function failureText(job: Pick<PrintJobView, 'stationName' | 'error'>): string {
  const reason = job.error?.trim();
  return `A impressora ${ofStation(job.stationName)} falhou${reason ? `: ${afterColon(reason)}` : ''}`;
}

export function orderLabel(job: Pick<PrintJobView, 'orderNumber'> & { kind?: PrintJobView['kind'] }): string {
  if (job.kind === 'danfe') return 'DANFE NFC-e';
  return job.orderNumber === null ? 'Pré-conta' : `Pedido #${job.orderNumber}`;
}
