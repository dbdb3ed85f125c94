/**
 * The DANFE NFC-e of an issued receipt (issue 35, decisions 0052 and 0059): laid out by the domain
 * (domain/fiscal/danfe.ts) from the receipt's stored document and the provider's answer, with the
 * restaurant's fiscal profile as the emitente; as an 80 mm HTML page for the browser's print (the QR
 * code drawn as SVG by `qrcode`), or as a print job of kind 'danfe' for the Caixa's printer
 * (decision 0047), as the pre-bill's print job is made (bills/pre-bill-print.ts).
 */
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { type DanfeInput, danfeBlocks } from '../../../domain/fiscal/danfe';
import { encodeDanfe } from '../../../domain/fiscal/danfe-ticket';
import { isIssued, type ReceiptStatus } from '../../../domain/fiscal/receipt-status';
import type { Db } from '../../db/client';
import { fiscalProfiles, fiscalReceipts, printJobs, restaurants } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { announceCounterJob, counterJobView, counterStationOf } from '../kitchen/counter-print';

export const DANFE_ERRORS = {
  notFound: 'Nota fiscal não encontrada.',
  noProfile: 'O restaurante não tem perfil fiscal. Configure na aba Dados fiscais.',
  notIssued: {
    pendente: 'A nota ainda não foi autorizada: o DANFE sai depois da autorização.',
    rejeitada: 'A nota foi rejeitada pela SEFAZ: não há DANFE. Corrija e tente de novo.',
    denegada: 'A nota foi denegada pela SEFAZ: não há DANFE.',
    cancelada: 'A nota foi cancelada: o DANFE não vale mais.',
  } as Record<Exclude<ReceiptStatus, 'autorizada' | 'contingencia'>, string>,
} as const;

/** The page's paper: 42 columns fill 72 mm of an 80 mm roll at 11 px monospace. */
export const DANFE_HTML_COLUMNS = 42;

async function danfeInputOf(db: Db, restaurantId: string, receiptId: string) {
  const [row] = await db
    .select({ receipt: fiscalReceipts, profile: fiscalProfiles, restaurant: restaurants })
    .from(fiscalReceipts)
    .innerJoin(restaurants, eq(restaurants.id, fiscalReceipts.restaurantId))
    .leftJoin(fiscalProfiles, eq(fiscalProfiles.restaurantId, fiscalReceipts.restaurantId))
    .where(and(eq(fiscalReceipts.restaurantId, restaurantId), eq(fiscalReceipts.id, receiptId)));
  if (!row) throw notFound(DANFE_ERRORS.notFound);
  const { receipt, profile, restaurant } = row;
  if (!isIssued(receipt.status))
    throw conflict(DANFE_ERRORS.notIssued[receipt.status as keyof typeof DANFE_ERRORS.notIssued]);
  if (!profile) throw conflict(DANFE_ERRORS.noProfile);
  const place = [restaurant.city, profile.state].filter(Boolean).join(' - ');
  const input: DanfeInput = {
    emitter: {
      legalName: profile.legalName,
      cnpj: profile.cnpj,
      stateRegistration: profile.stateRegistration,
      address: [restaurant.address, [place, restaurant.zipCode].filter(Boolean).join(', ')].filter(Boolean),
    },
    document: receipt.document,
    environment: receipt.environment,
    number: receipt.number,
    series: receipt.series,
    accessKey: receipt.accessKey,
    protocol: receipt.protocol,
    emittedAt: receipt.createdAt,
    authorizedAt: receipt.authorizedAt,
    contingency: receipt.contingency,
    consultUrl: receipt.consultUrl,
    qrCodeUrl: receipt.qrCodeUrl,
    timeZone: restaurant.timeZone,
  };
  return { input, receipt };
}

const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The 80 mm page the browser prints: the same rows as the printer's, the QR code as SVG. */
export async function danfeHtml(db: Db, restaurantId: string, receiptId: string): Promise<string> {
  const { input } = await danfeInputOf(db, restaurantId, receiptId);
  const parts: string[] = [];
  for (const block of danfeBlocks(input, DANFE_HTML_COLUMNS)) {
    if (block.kind === 'qr') {
      const svg = await QRCode.toString(block.url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
      parts.push(`<div class="qr" role="img" aria-label="QR Code da consulta da NFC-e">${svg}</div>`);
      continue;
    }
    const rows = block.rows.map((row) => (row.bold ? `<b>${html(row.text)}</b>` : html(row.text)));
    parts.push(`<pre>${rows.join('\n')}</pre>`);
  }
  const title = `DANFE NFC-e ${input.number ?? ''}`.trim();
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${html(title)}</title>
<style>@page{size:80mm auto;margin:3mm}body{margin:0 auto;width:74mm;background:#fff;color:#000}pre{font:11px/1.3 ui-monospace,Menlo,Consolas,monospace;margin:0;white-space:pre}pre b{font-weight:700}.qr{width:36mm;margin:2mm auto}.qr svg{display:block;width:100%;height:auto}</style>
</head><body>${parts.join('\n')}</body></html>`;
}

/**
 * 'Imprimir' on the Caixa's printer: a print job of kind 'danfe', its bytes encoded now for that
 * printer. The job names the bill of a bill's receipt; an order's receipt names no order, so it
 * never counts as the order's first kitchen print (print_jobs_first_print_unique).
 */
export async function printDanfeAtCounter(db: Db, restaurantId: string, receiptId: string) {
  const { input, receipt } = await danfeInputOf(db, restaurantId, receiptId);
  const station = await counterStationOf(db, restaurantId);
  const [job] = await db
    .insert(printJobs)
    .values({
      restaurantId,
      stationId: station.id,
      orderId: null,
      billId: receipt.billId,
      kind: 'danfe',
      payload: Buffer.from(encodeDanfe(input, station.printer)),
    })
    .returning();
  await announceCounterJob(db, job!);
  return counterJobView(job!, station.name);
}
