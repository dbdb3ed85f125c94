/**
 * The DANFE NFC-e ('Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica') of an issued
 * receipt, laid out for a thermal printer's columns (32 on 58 mm, 42 or 48 on 80 mm) and for the
 * browser's 80 mm page alike (issue 35, decisions 0052 and 0059). Pure: the rows come from what was
 * sent (the NfceDocument) and the provider's answer (number, series, key, protocol, times, QR code
 * URL, consult URL), as the MOC 'DANFE NFC-e e QR Code' asks ("não devem ser inseridas informações
 * que não constem do respectivo arquivo eletrônico XML … exceto as informações do XML de retorno da
 * autorização"). The blocks in the manual's order (docs/research/issue-35-till-and-nfce.md §3.5):
 * header (emitente), items, totals, payments, the consult by access key, the consumer,
 * identification and protocol, the fiscal message (contingency, homologation), the QR code and,
 * when the document carries it, the taxes of Lei 12.741/2012.
 */
import { centsToDecimal } from '../money/money';
import type { FiscalEnvironment } from './fiscal-profile';
import { formatAccessKey, HOMOLOGATION_TEXT, type NfceDocument } from './nfce';

export const DANFE_TITLE = 'DANFE NFC-e - Documento Auxiliar da Nota Fiscal de Consumidor Eletrônica';
export const DANFE_CONSULT = 'Consulte pela Chave de Acesso em';
export const DANFE_ANONYMOUS = 'CONSUMIDOR NÃO IDENTIFICADO';
export const DANFE_CONTINGENCY = 'EMITIDA EM CONTINGÊNCIA';
/** The fiscal message in homologation (tpAmb 2), as the manual writes it. */
export const DANFE_HOMOLOGATION = 'EMITIDA EM AMBIENTE DE HOMOLOGAÇÃO - SEM VALOR FISCAL';
export const DANFE_QR_CAPTION = 'Consulta via leitor de QR Code';
export const DANFE_TAXES = 'Tributos totais incidentes (Lei Federal 12.741/2012)';

/** The NF-e's payment codes (tPag) as the DANFE names them. */
export const PAYMENT_FORM_LABELS: Record<string, string> = {
  '01': 'Dinheiro',
  '03': 'Cartão de Crédito',
  '04': 'Cartão de Débito',
  '10': 'Vale Alimentação',
  '11': 'Vale Refeição',
  '17': 'Pagamento Instantâneo (PIX)',
  '99': 'Outros',
};

export interface DanfeEmitter {
  legalName: string;
  /** 14 characters `[0-9A-Z]`, as stored. */
  cnpj: string;
  stateRegistration: string;
  /** The address as one line or a few ('Rua X, 10 - Centro', 'São Paulo - SP'). */
  address: readonly string[];
}

export interface DanfeInput {
  emitter: DanfeEmitter;
  document: NfceDocument;
  environment: FiscalEnvironment;
  number: string | null;
  series: string | null;
  accessKey: string | null;
  protocol: string | null;
  /** When the note was made (the receipt's creation): the DANFE's 'Emissão'. */
  emittedAt: Date;
  authorizedAt: Date | null;
  contingency: boolean;
  consultUrl: string | null;
  qrCodeUrl: string | null;
  /** The restaurant's time zone (times print in it). */
  timeZone: string;
}

export interface DanfeRow {
  /** The row as printed, a centred one already padded on the left. */
  text: string;
  bold?: boolean;
  center?: boolean;
}

/** The layout: text rows, and the QR code between them where it goes. */
export type DanfeBlock = { kind: 'rows'; rows: DanfeRow[] } | { kind: 'qr'; url: string };

/** 12345678000195 → 12.345.678/0001-95 (the alphanumeric CNPJ takes the same mask). */
export function formatCnpj(cnpj: string): string {
  const c = cnpj.replace(/[.\-/\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{14}$/.test(c)) return c;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** 12345678909 → 123.456.789-09. */
export function formatCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return d;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** 1234,5 → '1.234,56'-style amounts without the currency (the columns say R$). */
export function danfeAmount(cents: number): string {
  const [reais, centavos] = centsToDecimal(Math.abs(Math.round(cents))).split('.');
  const grouped = (reais ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${grouped},${(centavos ?? '00').padEnd(2, '0')}`;
}

/** 1 → '1', 1.5 → '1,5', 0.333 → '0,333'. */
export function danfeQuantity(quantity: number): string {
  return String(Math.round(quantity * 1000) / 1000).replace('.', ',');
}

function dateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** Words into rows of at most `width` columns; a word longer than a row is cut. */
function wrap(text: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.normalize('NFC').replace(/\s+/g, ' ').trim().split(' ')) {
    for (let rest = word; rest.length > 0; ) {
      const room = row ? width - row.length - 1 : width;
      if (rest.length <= room) {
        row = row ? `${row} ${rest}` : rest;
        rest = '';
      } else if (row) {
        rows.push(row);
        row = '';
      } else {
        rows.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (row) rows.push(row);
  return rows;
}

/** A label with its value flush right; the label wraps when it must. */
function labelled(label: string, value: string, width: number, indent = 0): string[] {
  const rows = wrap(label, width - indent).map((row) => `${' '.repeat(indent)}${row}`);
  const last = rows.pop() ?? '';
  const room = width - last.length - value.length;
  if (room >= 1) return [...rows, `${last}${' '.repeat(room)}${value}`];
  return [...rows, last, value.padStart(width)];
}

/**
 * The DANFE's blocks at `columns` columns: no row is wider. Nothing is printed for a field the
 * receipt does not have yet (a pending note has no key): the routes only lay out issued notes.
 */
export function danfeBlocks(input: DanfeInput, columns: number): DanfeBlock[] {
  const blocks: DanfeBlock[] = [];
  let rows: DanfeRow[] = [];
  const push = (text: string, style: Omit<DanfeRow, 'text'> = {}) => {
    for (const row of wrap(text, columns)) {
      const pad = style.center ? ' '.repeat(Math.floor((columns - row.length) / 2)) : '';
      rows.push({ text: `${pad}${row}`, ...style });
    }
  };
  const pushRows = (texts: string[], style: Omit<DanfeRow, 'text'> = {}) => {
    for (const text of texts) rows.push({ text, ...style });
  };
  const rule = (char = '-') => rows.push({ text: char.repeat(columns) });
  const flush = () => {
    if (rows.length > 0) blocks.push({ kind: 'rows', rows });
    rows = [];
  };
  const { emitter, document } = input;
  const homologation = input.environment === 'homologacao';

  // 1. The emitente.
  push(emitter.legalName, { bold: true, center: true });
  push(`CNPJ: ${formatCnpj(emitter.cnpj)} IE: ${emitter.stateRegistration}`, { center: true });
  for (const line of emitter.address) push(line, { center: true });
  rule();
  push(DANFE_TITLE, { bold: true, center: true });
  if (homologation) push(DANFE_HOMOLOGATION, { bold: true, center: true });
  if (input.contingency) push(DANFE_CONTINGENCY, { bold: true, center: true });
  rule();

  // 2. The items: '#' code and description, then quantity, unit, unit value and total.
  push('# Código Descrição', { bold: true });
  pushRows(labelled('Qtde. UN x Vl. Unit.', 'Vl. Total', columns), { bold: true });
  for (const line of document.lines) {
    const description = homologation && line.number === 1 ? HOMOLOGATION_TEXT : line.description;
    push(`${String(line.number).padStart(3, '0')} ${line.code} ${description}`);
    pushRows(
      labelled(
        `${danfeQuantity(line.quantity)} UN x ${danfeAmount(line.unitCents)}`,
        danfeAmount(line.grossCents),
        columns,
        4,
      ),
    );
  }
  rule();

  // 3. Totals and payments.
  pushRows(labelled('Qtde. total de itens', String(document.lines.length), columns));
  pushRows(labelled('Valor total R$', danfeAmount(document.productsCents), columns));
  if (document.discountCents > 0)
    pushRows(labelled('Desconto R$', danfeAmount(document.discountCents), columns));
  if (document.freightCents > 0) pushRows(labelled('Frete R$', danfeAmount(document.freightCents), columns));
  pushRows(labelled('Valor a pagar R$', danfeAmount(document.totalCents), columns), { bold: true });
  pushRows(labelled('FORMA DE PAGAMENTO', 'VALOR PAGO R$', columns), { bold: true });
  for (const payment of document.payments) {
    const form = PAYMENT_FORM_LABELS[payment.code] ?? 'Outros';
    const label = payment.description ? `${form} - ${payment.description}` : form;
    pushRows(labelled(label, danfeAmount(payment.amountCents), columns));
  }
  // The payments add up to the total with no change (decision 0052): the change stays in the till.
  pushRows(labelled('Troco R$', danfeAmount(0), columns));
  rule();

  // 4. The consult by access key.
  push(DANFE_CONSULT, { bold: true, center: true });
  if (input.consultUrl) push(input.consultUrl, { center: true });
  if (input.accessKey) push(formatAccessKey(input.accessKey), { center: true });
  rule();

  // 5. The consumer.
  push(document.cpf ? `CONSUMIDOR - CPF ${formatCpf(document.cpf)}` : DANFE_ANONYMOUS, {
    bold: true,
    center: true,
  });
  if (homologation) push(HOMOLOGATION_TEXT, { center: true });
  rule();

  // 6. Identification and protocol.
  push(
    `NFC-e nº ${input.number ?? '-'} Série ${input.series ?? '-'} ${dateTime(input.emittedAt, input.timeZone)}`,
    { bold: true, center: true },
  );
  if (input.protocol) push(`Protocolo de autorização: ${input.protocol}`, { center: true });
  if (input.authorizedAt)
    push(`Data de autorização: ${dateTime(input.authorizedAt, input.timeZone)}`, { center: true });
  if (input.contingency) push(DANFE_CONTINGENCY, { bold: true, center: true });
  if (homologation) push(DANFE_HOMOLOGATION, { bold: true, center: true });

  // 7. The QR code.
  if (input.qrCodeUrl) {
    push(DANFE_QR_CAPTION, { center: true });
    flush();
    blocks.push({ kind: 'qr', url: input.qrCodeUrl });
  }

  // 8. Lei 12.741/2012, when the note carried the taxes (its items' `valor_total_tributos`).
  const taxes = document.totalTaxesCents;
  if (taxes != null) {
    rule();
    pushRows(labelled(`${DANFE_TAXES}:`, `R$ ${danfeAmount(taxes)}`, columns));
  }
  flush();
  return blocks;
}

/** The rows alone, the QR code as a marker row (tests and the plain-text view). */
export function danfeText(input: DanfeInput, columns: number): string[] {
  return danfeBlocks(input, columns).flatMap((block) =>
    block.kind === 'qr' ? [`[QR ${block.url}]`] : block.rows.map((row) => row.text),
  );
}
