/**
 * The fiscal report and the accountant's zip (issue 35, decision 0059). The report reads the
 * restaurant's receipts of a period and counts them per day of its calendar
 * (domain/fiscal/fiscal-report.ts). The zip holds every authorized XML and every cancellation XML
 * of a month, kept with each receipt (decision 0052: not fetched from the provider), named by the
 * access key, compressed by fflate as it is sent.
 */
import { PassThrough } from 'node:stream';
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import {
  FISCAL_REPORT_ERRORS,
  fiscalReportDays,
  isFutureMonth,
  parseMonth,
  REPORT_MAX_DAYS,
  xmlFileName,
} from '../../../domain/fiscal/fiscal-report';
import { zonedDateKey, zonedMidnight } from '../../../domain/reports/periods';
import type { Db } from '../../db/client';
import { fiscalReceipts, restaurants } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-error';

const DAY_MS = 86_400_000;

async function timeZoneOf(db: Db, restaurantId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.timeZone ?? 'America/Sao_Paulo';
}

const midnightOf = (day: string, timeZone: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedMidnight(year, month, date + plusDays, timeZone);
};

/** The report of `from` to `to` (both days included); by default the month so far. */
export async function fiscalReport(
  db: Db,
  restaurantId: string,
  query: { from?: string; to?: string },
  now = new Date(),
) {
  const timeZone = await timeZoneOf(db, restaurantId);
  const today = zonedDateKey(now, timeZone);
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  const start = midnightOf(from, timeZone);
  const end = midnightOf(to, timeZone, 1);
  if (end <= start) throw badRequest(FISCAL_REPORT_ERRORS.range, { to: FISCAL_REPORT_ERRORS.range });
  if (end.getTime() - start.getTime() > (REPORT_MAX_DAYS + 1) * DAY_MS)
    throw badRequest(FISCAL_REPORT_ERRORS.tooLong, { from: FISCAL_REPORT_ERRORS.tooLong });
  const rows = await db
    .select({
      status: fiscalReceipts.status,
      totalCents: fiscalReceipts.totalCents,
      createdAt: fiscalReceipts.createdAt,
    })
    .from(fiscalReceipts)
    .where(
      and(
        eq(fiscalReceipts.restaurantId, restaurantId),
        gte(fiscalReceipts.createdAt, start),
        lt(fiscalReceipts.createdAt, end),
      ),
    );
  return { from, to, timeZone, ...fiscalReportDays(rows, timeZone) };
}

export const noXmlInMonth = (month: string) =>
  `Nenhuma nota autorizada ou cancelada em ${month.slice(5)}/${month.slice(0, 4)}: não há XMLs para baixar.`;

/**
 * The month's XMLs as a zip stream: each authorized note (authorized that month) and each
 * cancellation (cancelled that month). 400 for a month not begun, 404 when it has none.
 */
export async function monthXmlZip(db: Db, restaurantId: string, month: string, now = new Date()) {
  const parsed = parseMonth(month);
  if (!parsed) throw badRequest(FISCAL_REPORT_ERRORS.month, { month: FISCAL_REPORT_ERRORS.month });
  const timeZone = await timeZoneOf(db, restaurantId);
  if (isFutureMonth(parsed, now, timeZone))
    throw badRequest(FISCAL_REPORT_ERRORS.future, { month: FISCAL_REPORT_ERRORS.future });
  const start = zonedMidnight(parsed.year, parsed.month, 1, timeZone);
  const end = zonedMidnight(parsed.year, parsed.month + 1, 1, timeZone);
  const mine = and(eq(fiscalReceipts.restaurantId, restaurantId), isNotNull(fiscalReceipts.accessKey));
  const authorizedAt = sql`coalesce(${fiscalReceipts.authorizedAt}, ${fiscalReceipts.createdAt})`;
  const authorized = await db
    .select({ accessKey: fiscalReceipts.accessKey, xml: fiscalReceipts.xml })
    .from(fiscalReceipts)
    .where(
      and(
        mine,
        isNotNull(fiscalReceipts.xml),
        sql`${authorizedAt} >= ${start}`,
        sql`${authorizedAt} < ${end}`,
      ),
    )
    .orderBy(asc(fiscalReceipts.authorizedAt), asc(fiscalReceipts.id));
  const cancelled = await db
    .select({ accessKey: fiscalReceipts.accessKey, xml: fiscalReceipts.cancelXml })
    .from(fiscalReceipts)
    .where(
      and(
        mine,
        isNotNull(fiscalReceipts.cancelXml),
        gte(fiscalReceipts.cancelledAt, start),
        lt(fiscalReceipts.cancelledAt, end),
      ),
    )
    .orderBy(asc(fiscalReceipts.cancelledAt), asc(fiscalReceipts.id));
  const files = [
    ...authorized.map((row) => ({ name: xmlFileName(row.accessKey!, 'autorizada'), xml: row.xml! })),
    ...cancelled.map((row) => ({ name: xmlFileName(row.accessKey!, 'cancelamento'), xml: row.xml! })),
  ];
  if (files.length === 0) throw notFound(noXmlInMonth(month));

  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      stream.destroy(error);
      return;
    }
    stream.write(Buffer.from(chunk));
    if (final) stream.end();
  });
  // Fed after the caller has the stream, so its consumer is attached before the first bytes.
  setImmediate(() => {
    const encoder = new TextEncoder();
    for (const file of files) {
      const entry = new ZipDeflate(file.name, { level: 6 });
      zip.add(entry);
      entry.push(encoder.encode(file.xml), true);
    }
    zip.end();
  });
  return { stream, fileName: `nfce-xml-${month}.zip`, count: files.length };
}
