/**
 * What the printer form holds while the owner types, and how it becomes the station's printer:
 * checked by the domain's printerSettingsSchema (the one the server checks with), its Portuguese
 * messages kept per field ('connection.host', 'copies').
 */
import {
  type CodePage,
  type ConnectionKind,
  defaultColumns,
  type PaperWidth,
  type PrinterFamily,
  type PrinterSettings,
  printerSettingsSchema,
} from '../../../domain/kitchen/printers';

export interface PrinterDraft {
  family: PrinterFamily | '';
  paperWidth: PaperWidth;
  columns: number;
  codePage: CodePage;
  cut: boolean;
  copies: number;
  kind: ConnectionKind;
  host: string;
  port: string;
  path: string;
  baudRate: string;
}

export const NEW_PRINTER: PrinterDraft = {
  family: '',
  paperWidth: 80,
  columns: defaultColumns(80),
  codePage: 'cp860',
  cut: true,
  copies: 1,
  kind: 'rede',
  host: '',
  port: '9100',
  path: '',
  baudRate: '9600',
};

export function draftOfPrinter(printer: PrinterSettings): PrinterDraft {
  const { connection } = printer;
  return {
    family: printer.family,
    paperWidth: printer.paperWidth,
    columns: printer.columns,
    codePage: printer.codePage,
    cut: printer.cut,
    copies: printer.copies,
    kind: connection.kind,
    host: connection.kind === 'rede' ? connection.host : '',
    port: connection.kind === 'rede' ? String(connection.port) : '9100',
    path: connection.kind === 'usb' || connection.kind === 'serial' ? connection.path : '',
    baudRate: connection.kind === 'serial' ? String(connection.baudRate) : '9600',
  };
}

function connectionOf(draft: PrinterDraft): Record<string, unknown> {
  switch (draft.kind) {
    case 'rede':
      return { kind: 'rede', host: draft.host, port: draft.port.trim() === '' ? undefined : draft.port };
    case 'usb':
      return { kind: 'usb', path: draft.path };
    case 'serial':
      return { kind: 'serial', path: draft.path, baudRate: draft.baudRate };
    default:
      return { kind: 'navegador' };
  }
}

export type PrinterIssues = Partial<Record<string, string>>;

/** The printer to send, or the first message for each field that is wrong. */
export function readPrinter(
  draft: PrinterDraft,
): { ok: true; printer: PrinterSettings } | { ok: false; issues: PrinterIssues } {
  const parsed = printerSettingsSchema.safeParse({
    family: draft.family === '' ? undefined : draft.family,
    paperWidth: draft.paperWidth,
    columns: draft.columns,
    codePage: draft.codePage,
    cut: draft.cut,
    copies: draft.copies,
    connection: connectionOf(draft),
  });
  if (parsed.success) return { ok: true, printer: parsed.data };
  const issues: PrinterIssues = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || 'printer';
    issues[field] ??= issue.message;
  }
  return { ok: false, issues };
}

/** 'Epson · 80 mm · Rede 192.168.0.50:9100', for the station's row. */
export function printerSummary(printer: PrinterSettings, familyName: string): string {
  const { connection } = printer;
  const where =
    connection.kind === 'rede'
      ? `Rede ${connection.host}:${connection.port}`
      : connection.kind === 'usb'
        ? `USB ${connection.path}`
        : connection.kind === 'serial'
          ? `Serial ${connection.path}`
          : 'Neste navegador (Chrome)';
  return `${familyName} · ${printer.paperWidth} mm · ${where}`;
}
