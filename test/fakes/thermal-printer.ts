/**
 * A fake network thermal printer for tests (issue 34): a local TCP server with the semantics of a
 * receipt printer's raw port 9100 (HP JetDirect style: every byte a client writes is printer data,
 * nothing is framed, a job is what one connection sent before it closed). It answers the ESC/POS
 * real-time status request DLE EOT n (10 04 n) the moment it sees one, as the printers do, records
 * what each connection sent, decodes it (escpos-decoder.ts: text through the code page, bold,
 * double size, inverted, alignment, cuts, QR payload) and draws a preview PNG of the paper.
 *
 * It can be switched 'offline' (the port refuses connections and open ones are dropped, as a
 * printer switched off or unplugged from the network) and 'sem-papel' (it accepts data but prints
 * nothing, and its status says paper end, as a printer whose roll ran out).
 *
 * Sources: Epson, "ESC/POS Command Reference", DLE EOT n (n = 1 printer status: bit 3 off-line;
 * n = 2 off-line cause: bit 5 printing stopped by paper end; n = 4 roll paper sensor: bits 2-3
 * near end, bits 5-6 paper end; bits 1 and 4 are always 1), GS ( k QR functions 165-181, ESC t,
 * ESC E, GS !, GS B, ESC a, GS V; Star Micronics, "StarPRNT Command Specifications"; the Bematech
 * MP-4200 TH and Tanca TP-650 command manuals list the same DLE EOT bits. See escpos-decoder.ts.
 */
import net from 'node:net';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { type DecodedDocument, type DecodedLine, decodePrinterBytes } from './escpos-decoder';

export type FakePrinterState = 'online' | 'offline' | 'sem-papel';

/** One TCP connection: the bytes it sent and whether the printer printed them. */
export interface PrinterConnection {
  id: number;
  /** The printer's state when the connection was made. */
  state: FakePrinterState;
  bytes: Uint8Array;
  /** DLE EOT n requests answered on this connection. */
  statusRequests: number[];
  closed: boolean;
  /** Whether these bytes came out on paper (online, and the client closed the connection). */
  printed: boolean;
  /** performance.timeOrigin + performance.now() when its last byte arrived (0 before any). */
  lastByteAt: number;
}

const DLE = 0x10;
const EOT = 0x04;
/** Bits 1 and 4 of every DLE EOT answer are fixed to 1. */
const FIXED = 0x12;

/** The status byte a printer in this state answers to DLE EOT n. */
export function statusByte(n: number, state: FakePrinterState): number {
  const noPaper = state === 'sem-papel';
  switch (n) {
    case 1:
      return FIXED | (noPaper ? 0x08 : 0);
    case 2:
      return FIXED | (noPaper ? 0x20 : 0);
    case 4:
      return FIXED | (noPaper ? 0x6c : 0);
    default:
      return FIXED;
  }
}

/** What a DLE EOT answer says, for the agent side of a test. */
export function readStatus(n: number, byte: number): { offline: boolean; paperOut: boolean } {
  if (n === 1) return { offline: (byte & 0x08) !== 0, paperOut: false };
  if (n === 2) return { offline: (byte & 0x20) !== 0, paperOut: (byte & 0x20) !== 0 };
  if (n === 4) return { offline: false, paperOut: (byte & 0x60) !== 0 };
  return { offline: false, paperOut: false };
}

export class FakeThermalPrinter {
  readonly connections: PrinterConnection[] = [];
  private server: net.Server | null = null;
  /** Open connections, each with what ends it (dropped: nothing of it is printed). */
  private readonly sockets = new Map<net.Socket, (dropped: boolean) => void>();
  private state: FakePrinterState = 'online';
  private waiters: (() => void)[] = [];
  port = 0;

  private constructor(readonly host: string) {}

  /** Starts listening on `port` (0: any free port) on the loopback interface. */
  static async start(options: { port?: number; host?: string } = {}): Promise<FakeThermalPrinter> {
    const printer = new FakeThermalPrinter(options.host ?? '127.0.0.1');
    await printer.listen(options.port ?? 0);
    return printer;
  }

  get currentState(): FakePrinterState {
    return this.state;
  }

  private listen(port: number): Promise<void> {
    const server = net.createServer((socket) => this.accept(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.host, () => {
        server.off('error', reject);
        const address = server.address();
        if (address && typeof address === 'object') this.port = address.port;
        resolve();
      });
    });
  }

  private accept(socket: net.Socket) {
    const connection: PrinterConnection = {
      id: this.connections.length + 1,
      state: this.state,
      bytes: new Uint8Array(0),
      statusRequests: [],
      closed: false,
      printed: false,
      lastByteAt: 0,
    };
    this.connections.push(connection);
    let scanned = 0;
    socket.on('data', (chunk: Buffer) => {
      const bytes = new Uint8Array(connection.bytes.length + chunk.length);
      bytes.set(connection.bytes);
      bytes.set(chunk, connection.bytes.length);
      connection.bytes = bytes;
      connection.lastByteAt = performance.timeOrigin + performance.now();
      // Real-time commands are answered as they arrive, even in the middle of a job.
      for (; scanned + 2 < bytes.length; scanned++) {
        if (bytes[scanned] === DLE && bytes[scanned + 1] === EOT) {
          const n = bytes[scanned + 2]!;
          if (n >= 1 && n <= 4) {
            connection.statusRequests.push(n);
            socket.write(Uint8Array.of(statusByte(n, this.state)));
          }
        }
      }
    });
    const finish = (dropped = false) => {
      if (connection.closed) return;
      connection.closed = true;
      // A connection that only asked for the status (DLE EOT n) printed nothing.
      const printable = connection.bytes.length - connection.statusRequests.length * 3;
      connection.printed =
        !dropped && connection.state === 'online' && this.state === 'online' && printable > 0;
      this.sockets.delete(socket);
      for (const wake of this.waiters.splice(0)) wake();
    };
    this.sockets.set(socket, finish);
    // The client's end of the job: print what came, then close our side too.
    socket.on('end', () => {
      finish();
      socket.end();
    });
    socket.on('close', () => finish());
    socket.on('error', () => socket.destroy());
  }

  /**
   * 'offline' closes the port (connections are refused) and drops open connections; 'sem-papel'
   * keeps accepting but prints nothing and reports paper end; 'online' prints again.
   */
  async setState(state: FakePrinterState): Promise<void> {
    if (state === this.state) return;
    const wasOffline = this.state === 'offline';
    this.state = state;
    if (state === 'offline') {
      for (const [socket, finish] of this.sockets) {
        finish(true);
        socket.destroy();
      }
      await this.stopListening();
    } else if (wasOffline) {
      await this.listen(this.port);
    }
  }

  private stopListening(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  /** The bytes of every job that came out on paper, in order. */
  printedJobs(): Uint8Array[] {
    return this.connections.filter((c) => c.printed).map((c) => c.bytes);
  }

  /** What came out on paper, decoded. */
  printedDocuments(): DecodedDocument[] {
    return this.printedJobs().map((bytes) => decodePrinterBytes(bytes));
  }

  /** Resolves when `count` jobs have been printed, or rejects after `timeoutMs`. */
  async waitForPrinted(count: number, timeoutMs = 5000): Promise<DecodedDocument[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.printedJobs().length < count) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`A impressora falsa recebeu ${this.printedJobs().length} de ${count} tickets`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.printedDocuments();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets.keys()) socket.destroy();
    await this.stopListening();
  }
}

/**
 * A station's printer settings (decision 0047's printer object) for an Epson-style 80 mm printer,
 * 48 columns, CP860, with a guillotine, reached over the network at this fake's port.
 */
export function networkPrinterSettings(printer: Pick<FakeThermalPrinter, 'host' | 'port'>) {
  return {
    family: 'epson',
    paperWidth: 80,
    columns: 48,
    codePage: 'cp860',
    cut: true,
    copies: 1,
    connection: { kind: 'rede', host: printer.host, port: printer.port },
  } as const;
}

/** Sends bytes to a printer's raw port the way the print agent does: connect, write, end. */
export function sendToPrinter(host: string, port: number, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port }, () => socket.end(bytes));
    socket.on('error', reject);
    socket.on('close', (hadError) => {
      if (!hadError) resolve();
    });
    socket.resume();
  });
}

/** Asks a printer's status (DLE EOT n) and returns the byte it answers. */
export function requestStatus(host: string, port: number, n: 1 | 2 | 3 | 4): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port }, () => socket.write(Uint8Array.of(DLE, EOT, n)));
    socket.once('data', (data: Buffer) => {
      resolve(data[0]!);
      socket.end();
    });
    socket.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// The preview: the decoded lines drawn as SVG on a strip of paper, then rasterised by sharp.

/** Font A on a 203 dpi printer: 12 × 24 dots a character; ESC 2 line spacing is 30 dots. */
const CELL_WIDTH = 12;
const CELL_HEIGHT = 24;
const LINE_GAP = 6;
const MARGIN = 24;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function qrSvg(payload: string, level: string, moduleSize: number, x: number, y: number): string {
  const qr = QRCode.create(payload, { errorCorrectionLevel: level.toUpperCase() as 'L' | 'M' | 'Q' | 'H' });
  const n = qr.modules.size;
  let path = '';
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.modules.get(row, col))
        path += `M${x + col * moduleSize},${y + row * moduleSize}h${moduleSize}v${moduleSize}h-${moduleSize}z`;
  return `<path d="${path}" fill="#000"/>`;
}

function qrDots(payload: string, level: string, moduleSize: number): number {
  const qr = QRCode.create(payload, { errorCorrectionLevel: level.toUpperCase() as 'L' | 'M' | 'Q' | 'H' });
  return qr.modules.size * moduleSize;
}

/** The paper as SVG: each character in its column, double width and height as the printer does. */
export function previewSvg(
  document: DecodedDocument,
  options: { columns: number; caption?: string },
): string {
  const paperWidth = options.columns * CELL_WIDTH + MARGIN * 2;
  const parts: string[] = [];
  let y = MARGIN;
  const drawLine = (line: DecodedLine) => {
    if (line.kind === 'cut') {
      parts.push(
        `<line x1="0" y1="${y + 14}" x2="${paperWidth}" y2="${y + 14}" stroke="#888" stroke-width="2" stroke-dasharray="10 6"/>`,
        `<text x="${paperWidth - 8}" y="${y + 10}" font-family="DejaVu Sans" font-size="14" fill="#888" text-anchor="end">${line.partial ? 'corte parcial' : 'corte'}</text>`,
      );
      y += 30;
      return;
    }
    if (line.kind === 'qr') {
      const size = qrDots(line.payload, line.errorLevel, line.size);
      const usable = options.columns * CELL_WIDTH;
      const offset =
        line.align === 'center' ? (usable - size) / 2 : line.align === 'right' ? usable - size : 0;
      parts.push(qrSvg(line.payload, line.errorLevel, line.size, MARGIN + offset, y + 8));
      y += size + 16;
      return;
    }
    const height = Math.max(1, ...line.segments.map((segment) => segment.height));
    const rowHeight = CELL_HEIGHT * height + LINE_GAP;
    const usableColumns = options.columns;
    let column =
      line.align === 'center'
        ? Math.floor((usableColumns - line.columns) / 2)
        : line.align === 'right'
          ? usableColumns - line.columns
          : 0;
    for (const segment of line.segments) {
      const charWidth = CELL_WIDTH * segment.width;
      const charHeight = CELL_HEIGHT * segment.height;
      const top = y + (rowHeight - LINE_GAP - charHeight);
      const x0 = MARGIN + column * CELL_WIDTH;
      if (segment.inverted)
        parts.push(
          `<rect x="${x0}" y="${top - 2}" width="${segment.text.length * charWidth}" height="${charHeight + 4}" fill="#000"/>`,
        );
      const fill = segment.inverted ? '#fff' : '#000';
      const weight = segment.bold ? 'bold' : 'normal';
      // Font A at 20 px is 12 px wide in DejaVu Sans Mono; double size scales the glyph itself.
      [...segment.text].forEach((char, index) => {
        if (char === ' ') return;
        const x = x0 + index * charWidth;
        const baseline = top + charHeight - 5 * segment.height;
        parts.push(
          `<text transform="translate(${x} ${baseline}) scale(${segment.width} ${segment.height})" font-family="DejaVu Sans Mono" font-size="20" font-weight="${weight}" fill="${fill}">${escapeXml(char)}</text>`,
        );
      });
      if (segment.underline)
        parts.push(
          `<rect x="${x0}" y="${top + charHeight}" width="${segment.text.length * charWidth}" height="2" fill="${fill}"/>`,
        );
      column += segment.text.length * segment.width;
    }
    y += rowHeight;
  };
  for (const line of document.lines) drawLine(line);
  const paperHeight = y + MARGIN;
  const captionHeight = options.caption ? 36 : 0;
  const caption = options.caption
    ? `<text x="${paperWidth / 2}" y="24" font-family="DejaVu Sans" font-size="16" fill="#444" text-anchor="middle">${escapeXml(options.caption)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${paperWidth + 16}" height="${paperHeight + captionHeight + 16}">`,
    '<rect width="100%" height="100%" fill="#d9d9d9"/>',
    caption,
    `<g transform="translate(8 ${captionHeight + 8})">`,
    `<rect width="${paperWidth}" height="${paperHeight}" fill="#fff"/>`,
    ...parts,
    '</g></svg>',
  ].join('\n');
}

/** A PNG of what the printer would print for these decoded bytes. */
export function renderPreview(
  document: DecodedDocument,
  options: { columns: number; caption?: string },
): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(document, options)))
    .png()
    .toBuffer();
}
