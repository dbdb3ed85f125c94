import { afterEach, describe, expect, it } from 'vitest';
import { type RawPrinter, startRawPrinter } from '../../test/fakes/raw-printer';
import { NO_PAPER, OFFLINE, PrintFailure, paperOut, printBytes, printerKey, probePrinter } from './printers';

const fast = { connectTimeoutMs: 1_000, writeTimeoutMs: 5_000, statusTimeoutMs: 200 };
let printer: RawPrinter | undefined;
afterEach(async () => {
  await printer?.close();
  printer = undefined;
});

const ticket = Buffer.concat([
  Buffer.from([0x1b, 0x40]),
  Buffer.from('PEDIDO 42\n2x X-Burger\n'),
  Buffer.alloc(4000, 0x2e),
  Buffer.from([0x1d, 0x56, 0x00]),
]);
const rede = (port: number) => ({ kind: 'rede' as const, host: '127.0.0.1', port });

describe('printing on a network printer (port 9100)', () => {
  it('sends exactly the job bytes, once, after asking for the paper', async () => {
    printer = await startRawPrinter();
    await printBytes(rede(printer.port), ticket, fast);
    await expect.poll(() => printer?.prints.length).toBe(1);
    expect(printer.prints[0]?.bytes.equals(ticket)).toBe(true);
  });

  it('prints to a printer that never answers the status request', async () => {
    printer = await startRawPrinter();
    printer.answersStatus = false;
    await printBytes({ ...rede(printer.port), host: 'localhost' }, ticket, fast);
    await expect.poll(() => printer?.prints.length).toBe(1);
    expect(printer.prints[0]?.bytes.equals(ticket)).toBe(true);
  });

  it("refuses with 'Sem papel' when DLE EOT 4 says the roll is out, and sends nothing", async () => {
    printer = await startRawPrinter();
    printer.paperOut = true;
    const error = await printBytes(rede(printer.port), ticket, fast).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrintFailure);
    expect((error as PrintFailure).message).toBe(NO_PAPER);
    expect((error as PrintFailure).printerDown).toBe(true);
    expect(await probePrinter(rede(printer.port), fast)).toEqual({ online: false, error: NO_PAPER });
    printer.paperOut = false;
    expect(await probePrinter(rede(printer.port), fast)).toEqual({ online: true });
  });

  it('says the printer is off when nothing listens, and online again once it does', async () => {
    printer = await startRawPrinter();
    const { port } = printer;
    await printer.stop();
    const started = Date.now();
    const error = await printBytes(rede(port), ticket, fast).catch((e: unknown) => e);
    expect((error as Error).message).toBe(OFFLINE);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await probePrinter(rede(port), fast)).toEqual({ online: false, error: OFFLINE });
    await printer.start();
    expect(await probePrinter(rede(port), fast)).toEqual({ online: true });
  });

  it('fails in Portuguese when a USB device is missing', async () => {
    const error = await printBytes({ kind: 'usb', path: '/nao/existe/lp0' }, ticket).catch((e: unknown) => e);
    expect((error as Error).message).toBe('Impressora desligada ou cabo USB solto');
  });

  it('writes to a USB printer device path', async () => {
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const path = `${mkdtempSync('/tmp/agente-usb-')}/lp0`;
    await printBytes({ kind: 'usb', path }, ticket);
    expect(readFileSync(path).equals(ticket)).toBe(true);
  });
});

describe('the paper sensor byte (DLE EOT 4)', () => {
  it('reads paper end from bits 5 and 6, and refuses bytes that are not a status', () => {
    expect(paperOut(0x12)).toBe(false);
    expect(paperOut(0x1e)).toBe(false); // near end only
    expect(paperOut(0x72)).toBe(true);
    expect(paperOut(0x7e)).toBe(true);
    expect(paperOut(0x00)).toBeNull();
    expect(paperOut(0xff)).toBeNull();
  });

  it('keys printers by address so stations sharing one share its queue', () => {
    expect(printerKey({ kind: 'rede', host: 'Cozinha.local', port: 9100 })).toBe('rede:cozinha.local:9100');
    expect(printerKey({ kind: 'usb', path: '/dev/usb/lp0' })).toBe('usb:/dev/usb/lp0');
  });
});
