/**
 * Writing a job's bytes to its printer, as the station's settings say it is reached
 * (domain/kitchen/printers.ts): over the network (raw TCP, port 9100), to a USB printer's device
 * (Linux /dev/usb/lp0, Windows USB001 shared as a device) or through a serial port (the optional
 * `serialport` package, loaded only when a station needs it).
 *
 * Before a network job the agent asks the printer for its paper sensor with DLE EOT 4 (Epson ESC/POS
 * reference, "Transmit real-time status", n = 4 "roll paper sensor status": bits 5 and 6 set mean
 * the roll is out; bits 1 and 4 are always 1 and bits 0 and 7 always 0). A printer that does not
 * answer within a moment is printed to anyway, and not asked again.
 */
import { open } from 'node:fs/promises';
import net from 'node:net';
import type { PrinterConnection } from '../domain/kitchen/printers';

export const OFFLINE = 'Impressora desligada ou fora da rede';
export const NO_PAPER = 'Sem papel';
export const USB_MISSING = 'Impressora desligada ou cabo USB solto';
export const SERIAL_MISSING =
  'Para imprimir pela porta serial, instale o pacote serialport: npm install serialport';

/** A printing failure with the Portuguese reason the panel shows. */
export class PrintFailure extends Error {
  /** Whether the printer should be probed and the job retried when it answers (off, unplugged, out of paper). */
  readonly printerDown: boolean;
  constructor(reason: string, printerDown = true) {
    super(reason);
    this.printerDown = printerDown;
  }
}

export interface PrinterOptions {
  connectTimeoutMs: number;
  /** How long the whole write may take once connected. */
  writeTimeoutMs: number;
  /** How long to wait for DLE EOT 4's answer. */
  statusTimeoutMs: number;
}

export const DEFAULT_PRINTER_OPTIONS: PrinterOptions = {
  connectTimeoutMs: 3_000,
  writeTimeoutMs: 15_000,
  statusTimeoutMs: 400,
};

/** One key per physical printer: two stations sharing a printer share its queue. */
export function printerKey(connection: PrinterConnection): string {
  switch (connection.kind) {
    case 'rede':
      return `rede:${connection.host.toLowerCase()}:${connection.port}`;
    case 'usb':
      return `usb:${connection.path}`;
    case 'serial':
      return `serial:${connection.path}`;
    case 'navegador':
      return 'navegador';
  }
}

/** What the panel and the log call the printer (no personal data: an address on the restaurant's network). */
export function printerLabel(connection: PrinterConnection): string {
  switch (connection.kind) {
    case 'rede':
      return `${connection.host}:${connection.port}`;
    case 'usb':
    case 'serial':
      return connection.path;
    case 'navegador':
      return 'navegador';
  }
}

export const DLE_EOT_PAPER = Uint8Array.of(0x10, 0x04, 0x04);

/** Whether a DLE EOT 4 answer says the roll is out; null when the byte is not a status byte. */
export function paperOut(status: number): boolean | null {
  if ((status & 0x93) !== 0x12) return null;
  return (status & 0x60) === 0x60;
}

/** How long after our last byte a printer that keeps the connection open is waited for. */
const PRINTER_CLOSE_GRACE_MS = 1_000;

/** Printers whose network interface never answered DLE EOT: not asked again in this run. */
const silentPrinters = new Set<string>();

function connect(host: string, port: number, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    socket.setNoDelay(true);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrintFailure(OFFLINE));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      // A reset while reading the status or writing closes the socket: 'close' and the writes' callbacks tell.
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', () => {
      clearTimeout(timer);
      socket.destroy();
      reject(new PrintFailure(OFFLINE));
    });
  });
}

/** Asks DLE EOT 4 and reads one byte; null when the printer does not answer in time. */
function readPaperStatus(socket: net.Socket, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const done = (value: number | null) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve(value);
    };
    const onData = (chunk: Buffer) => done(chunk[0] ?? null);
    const onClose = () => done(null);
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(DLE_EOT_PAPER);
  });
}

/** Checks the paper when the printer answers; throws 'Sem papel' when it is out. */
async function checkPaper(socket: net.Socket, key: string, options: PrinterOptions): Promise<void> {
  if (silentPrinters.has(key)) return;
  const status = await readPaperStatus(socket, options.statusTimeoutMs);
  if (status === null) {
    silentPrinters.add(key);
    return;
  }
  if (paperOut(status)) throw new PrintFailure(NO_PAPER);
}

/** Writes everything, ends the connection and waits until the printer's side has closed it or taken the bytes. */
function writeAndEnd(socket: net.Socket, bytes: Uint8Array, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrintFailure(OFFLINE));
    }, timeoutMs);
    socket.once('error', () => {
      clearTimeout(timer);
      socket.destroy();
      reject(new PrintFailure(OFFLINE));
    });
    // Once every byte and our FIN are sent, the printer closes its side when it has read them all:
    // that is 'printed'. A printer that keeps its side open is taken at its word after a moment.
    socket.resume(); // late status bytes are dropped
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve();
    };
    socket.once('end', settle);
    socket.once('close', settle);
    socket.end(bytes, () => {
      setTimeout(settle, PRINTER_CLOSE_GRACE_MS).unref();
    });
  });
}

async function printNetwork(
  connection: Extract<PrinterConnection, { kind: 'rede' }>,
  bytes: Uint8Array,
  options: PrinterOptions,
): Promise<void> {
  const key = printerKey(connection);
  const socket = await connect(connection.host, connection.port, options.connectTimeoutMs);
  try {
    await checkPaper(socket, key, options);
  } catch (error) {
    socket.destroy();
    throw error;
  }
  await writeAndEnd(socket, bytes, options.writeTimeoutMs);
}

async function printUsb(path: string, bytes: Uint8Array): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'w');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM')
      throw new PrintFailure(`Sem permissão para usar a impressora em ${path}`, false);
    throw new PrintFailure(USB_MISSING);
  }
  try {
    await handle.write(bytes);
  } catch {
    throw new PrintFailure(USB_MISSING);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

interface SerialPortLike {
  open(callback: (error: Error | null) => void): void;
  write(data: Uint8Array, callback: (error: Error | null | undefined) => void): boolean;
  drain(callback: (error: Error | null) => void): void;
  close(callback: (error: Error | null) => void): void;
}
type SerialPortModule = {
  SerialPort: new (options: { path: string; baudRate: number; autoOpen: boolean }) => SerialPortLike;
};

let serialModule: Promise<SerialPortModule | null> | undefined;

/** `serialport` is an optional dependency with a native part: loaded the first time a serial printer needs it. */
function loadSerialPort(): Promise<SerialPortModule | null> {
  const name = 'serialport';
  serialModule ??= (import(name) as Promise<SerialPortModule>).catch(() => null);
  return serialModule;
}

const promisify = (run: (callback: (error: Error | null | undefined) => void) => void): Promise<void> =>
  new Promise((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

async function printSerial(path: string, baudRate: number, bytes: Uint8Array): Promise<void> {
  const serial = await loadSerialPort();
  if (!serial) throw new PrintFailure(SERIAL_MISSING, false);
  const port = new serial.SerialPort({ path, baudRate, autoOpen: false });
  try {
    await promisify((done) => port.open(done));
  } catch {
    throw new PrintFailure(OFFLINE);
  }
  try {
    await promisify((done) => port.write(bytes, done));
    await promisify((done) => port.drain(done));
  } catch {
    throw new PrintFailure(OFFLINE);
  } finally {
    await promisify((done) => port.close(done)).catch(() => undefined);
  }
}

/** Sends one job's bytes to its printer; throws a PrintFailure with the reason in Portuguese. */
export async function printBytes(
  connection: PrinterConnection,
  bytes: Uint8Array,
  options: PrinterOptions = DEFAULT_PRINTER_OPTIONS,
): Promise<void> {
  switch (connection.kind) {
    case 'rede':
      return printNetwork(connection, bytes, options);
    case 'usb':
      return printUsb(connection.path, bytes);
    case 'serial':
      return printSerial(connection.path, connection.baudRate, bytes);
    case 'navegador':
      throw new PrintFailure('Esta impressora é usada pelo navegador do painel', false);
  }
}

/** Whether a printer that failed answers again (and has paper, when it says). */
export async function probePrinter(
  connection: PrinterConnection,
  options: PrinterOptions = DEFAULT_PRINTER_OPTIONS,
): Promise<{ online: boolean; error?: string }> {
  try {
    switch (connection.kind) {
      case 'rede': {
        const socket = await connect(connection.host, connection.port, options.connectTimeoutMs);
        try {
          await checkPaper(socket, printerKey(connection), options);
        } finally {
          socket.destroy();
        }
        return { online: true };
      }
      case 'usb': {
        const handle = await open(connection.path, 'a').catch(() => {
          throw new PrintFailure(USB_MISSING);
        });
        await handle.close();
        return { online: true };
      }
      case 'serial': {
        const serial = await loadSerialPort();
        if (!serial) return { online: false, error: SERIAL_MISSING };
        const port = new serial.SerialPort({
          path: connection.path,
          baudRate: connection.baudRate,
          autoOpen: false,
        });
        await promisify((done) => port.open(done)).catch(() => {
          throw new PrintFailure(OFFLINE);
        });
        await promisify((done) => port.close(done)).catch(() => undefined);
        return { online: true };
      }
      case 'navegador':
        return { online: false, error: 'Esta impressora é usada pelo navegador do painel' };
    }
  } catch (error) {
    return { online: false, error: error instanceof PrintFailure ? error.message : OFFLINE };
  }
}
