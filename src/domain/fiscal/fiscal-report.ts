/**
 * The fiscal report (issue 35, decision 0059): a restaurant's NFC-e per day of its calendar, by
 * where each note stands now: issued (autorizada, or authorized in contingency), cancelled,
 * pending (waiting to be sent) and refused (rejeitada or denegada by SEFAZ), each with its count
 * and its total in cents. And the month the accountant's zip of XMLs covers.
 */
import { zonedDateKey } from '../reports/periods';
import type { ReceiptStatus } from './receipt-status';

export const REPORT_BUCKETS = ['issued', 'cancelled', 'pending', 'rejected'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

export const REPORT_BUCKET_OF: Record<ReceiptStatus, ReportBucket> = {
  autorizada: 'issued',
  contingencia: 'issued',
  cancelada: 'cancelled',
  pendente: 'pending',
  rejeitada: 'rejected',
  denegada: 'rejected',
};

export const REPORT_BUCKET_LABELS: Record<ReportBucket, string> = {
  issued: 'Emitidas',
  cancelled: 'Canceladas',
  pending: 'Pendentes',
  rejected: 'Rejeitadas/denegadas',
};

export interface BucketTotal {
  count: number;
  totalCents: number;
}
export type ReportFigures = Record<ReportBucket, BucketTotal>;
export interface ReportDay extends ReportFigures {
  /** AAAA-MM-DD in the restaurant's calendar. */
  day: string;
}

/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366;

export const FISCAL_REPORT_ERRORS = {
  range: 'Período inválido: a data final vem antes da inicial.',
  tooLong: `Período longo demais: escolha até ${REPORT_MAX_DAYS} dias.`,
  month: 'Mês inválido: use AAAA-MM.',
  future: 'Esse mês ainda não começou: não há notas para baixar.',
} as const;

const emptyFigures = (): ReportFigures => ({
  issued: { count: 0, totalCents: 0 },
  cancelled: { count: 0, totalCents: 0 },
  pending: { count: 0, totalCents: 0 },
  rejected: { count: 0, totalCents: 0 },
});

/** The receipts per day (oldest first, only days with notes) and the period's totals. */
export function fiscalReportDays(
  receipts: readonly { status: ReceiptStatus; totalCents: number; createdAt: Date }[],
  timeZone: string,
): { days: ReportDay[]; totals: ReportFigures } {
  const byDay = new Map<string, ReportFigures>();
  const totals = emptyFigures();
  for (const receipt of receipts) {
    const day = zonedDateKey(receipt.createdAt, timeZone);
    const figures = byDay.get(day) ?? emptyFigures();
    byDay.set(day, figures);
    const bucket = REPORT_BUCKET_OF[receipt.status];
    for (const target of [figures[bucket], totals[bucket]]) {
      target.count += 1;
      target.totalCents += receipt.totalCents;
    }
  }
  const days = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, figures]) => ({ day, ...figures }));
  return { days, totals };
}

/** 'AAAA-MM' as year and month, or null when it is not a month. */
export function parseMonth(value: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 2000) return null;
  return { year, month };
}

/** Whether a month starts after today in the restaurant's calendar. */
export function isFutureMonth(month: { year: number; month: number }, now: Date, timeZone: string): boolean {
  const today = zonedDateKey(now, timeZone).slice(0, 7);
  return `${month.year}-${String(month.month).padStart(2, '0')}` > today;
}

/** The file names in the accountant's zip: the access key (digits only) of each note. */
export const xmlFileName = (accessKey: string, kind: 'autorizada' | 'cancelamento'): string => {
  const key = accessKey.replace(/^NFe/, '').replace(/[^0-9A-Za-z]/g, '');
  return kind === 'autorizada' ? `${key}-nfce.xml` : `${key}-cancelamento.xml`;
};
