/**
 * A station's printer (issue 34, decision 0047): the command language its family speaks, the paper
 * and its columns, the code page that prints Portuguese accents, and how it is reached. Brazilian
 * kitchens run on Epson, Elgin, Bematech (in ESC/POS mode), Daruma and Tanca printers, all ESC/POS;
 * Star printers speak StarPRNT.
 */
import { z } from 'zod';

export const PRINTER_FAMILIES = [
  'epson',
  'elgin',
  'bematech',
  'daruma',
  'tanca',
  'generico',
  'star',
] as const;
export type PrinterFamily = (typeof PRINTER_FAMILIES)[number];

export const PRINTER_FAMILY_LABELS: Record<PrinterFamily, string> = {
  epson: 'Epson (TM-T20, TM-T88)',
  elgin: 'Elgin (i7, i8, i9)',
  bematech: 'Bematech (MP-4200 TH em modo ESC/POS)',
  daruma: 'Daruma (DR800)',
  tanca: 'Tanca (TP-650)',
  generico: 'Outra ESC/POS (58 mm genérica)',
  star: 'Star (TSP100, TSP650: StarPRNT)',
};

export type PrinterLanguage = 'esc-pos' | 'star-prnt';

export function printerLanguage(family: PrinterFamily): PrinterLanguage {
  return family === 'star' ? 'star-prnt' : 'esc-pos';
}

export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Characters per line of font A: 32 on 58 mm; 48 on most 80 mm printers, 42 on some. */
export const COLUMN_CHOICES = [32, 42, 48] as const;
export type Columns = (typeof COLUMN_CHOICES)[number];

export function defaultColumns(width: PaperWidth): Columns {
  return width === 58 ? 32 : 48;
}

/**
 * Code pages with Portuguese accents: CP860 (Portuguese) is what Epson, Elgin and Daruma ship
 * with; CP850 (multilingual) and WPC1252 are the usual alternatives.
 */
export const CODE_PAGES = ['cp860', 'cp850', 'windows1252'] as const;
export type CodePage = (typeof CODE_PAGES)[number];

export const CODE_PAGE_LABELS: Record<CodePage, string> = {
  cp860: 'CP860 (Português)',
  cp850: 'CP850 (Multilíngue)',
  windows1252: 'Windows-1252',
};

export const CONNECTION_KINDS = ['rede', 'usb', 'serial', 'navegador'] as const;
export type ConnectionKind = (typeof CONNECTION_KINDS)[number];

export const CONNECTION_KIND_LABELS: Record<ConnectionKind, string> = {
  rede: 'Rede (IP, porta 9100)',
  usb: 'USB no computador do agente',
  serial: 'Serial no computador do agente',
  navegador: 'USB ou serial neste navegador (Chrome)',
};

const host = z
  .string({ error: 'Informe o IP da impressora' })
  .trim()
  .min(1, 'Informe o IP da impressora')
  .max(253, 'Endereço da impressora muito longo')
  .regex(/^[A-Za-z0-9.-]+$/, 'Informe um IP como 192.168.0.50 ou um nome de rede');

const devicePath = z
  .string({ error: 'Informe a porta da impressora' })
  .trim()
  .min(1, 'Informe a porta da impressora')
  .max(200, 'Caminho da porta muito longo');

export const printerConnectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('rede'),
      host,
      port: z.coerce
        .number({ error: 'Porta inválida' })
        .int('Porta inválida')
        .min(1, 'Porta inválida')
        .max(65_535, 'Porta inválida')
        .default(9100),
    }),
    /** A USB printer the agent's system shows as a device (Linux /dev/usb/lp0, Windows USB001). */
    z.object({ kind: z.literal('usb'), path: devicePath }),
    z.object({
      kind: z.literal('serial'),
      path: devicePath,
      baudRate: z.coerce
        .number({ error: 'Velocidade inválida' })
        .int('Velocidade inválida')
        .refine((rate) => [9600, 19_200, 38_400, 57_600, 115_200].includes(rate), 'Velocidade inválida')
        .default(9600),
    }),
    /** Printed by the panel's own browser through WebUSB or Web Serial. */
    z.object({ kind: z.literal('navegador') }),
  ],
  { error: 'Escolha como a impressora está ligada' },
);
export type PrinterConnection = z.infer<typeof printerConnectionSchema>;

export const printerSettingsSchema = z.object({
  family: z.enum(PRINTER_FAMILIES, { error: 'Escolha o modelo da impressora' }),
  paperWidth: z.union([z.literal(58), z.literal(80)], { error: 'Escolha a largura do papel: 58 ou 80 mm' }),
  columns: z.union([z.literal(32), z.literal(42), z.literal(48)], {
    error: 'Escolha 32, 42 ou 48 colunas',
  }),
  codePage: z.enum(CODE_PAGES, { error: 'Escolha a página de código' }).default('cp860'),
  /** Cut the paper after each ticket (printers with a guillotine). */
  cut: z.boolean().default(true),
  /** How many copies of each ticket. */
  copies: z.coerce.number().int().min(1, 'Ao menos 1 via').max(3, 'No máximo 3 vias').default(1),
  connection: printerConnectionSchema,
});
export type PrinterSettings = z.infer<typeof printerSettingsSchema>;
