import net from 'node:net';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  counterTicket,
  kitchenTicket,
  PRINTER_58,
  PRINTER_80,
} from '../../src/domain/kitchen/ticket.fixtures';
import { encodeTicket } from '../../src/domain/kitchen/ticket-commands';
import { decodePrinterBytes, lastPrinted, printedText } from './escpos-decoder';
import {
  FakeThermalPrinter,
  readStatus,
  renderPreview,
  requestStatus,
  sendToPrinter,
  statusByte,
} from './thermal-printer';

let printer: FakeThermalPrinter;

beforeEach(async () => {
  printer = await FakeThermalPrinter.start();
});

afterEach(async () => {
  await printer.close();
});

describe('the fake thermal printer', () => {
  it('records what each connection sent and decodes it as the paper would read', async () => {
    await sendToPrinter(printer.host, printer.port, encodeTicket(kitchenTicket(), PRINTER_80));
    await sendToPrinter(printer.host, printer.port, encodeTicket(counterTicket(), PRINTER_58));
    const [kitchen, counter] = await printer.waitForPrinted(2);
    expect(printer.connections.map((c) => c.printed)).toEqual([true, true]);
    expect(printedText(kitchen!).map((row) => row.trim())).toContain('1/2 Calabresa');
    expect(lastPrinted(kitchen!)).toEqual({ kind: 'cut', partial: false });
    expect(counter!.lines.find((line) => line.kind === 'qr')).toMatchObject({
      payload: counterTicket().trackingUrl,
    });
    expect(Buffer.from(printer.printedJobs()[0]!)).toEqual(
      Buffer.from(encodeTicket(kitchenTicket(), PRINTER_80)),
    );
  });

  it('answers DLE EOT status requests: online, then out of paper', async () => {
    expect(await requestStatus(printer.host, printer.port, 1)).toBe(0x12);
    expect(await requestStatus(printer.host, printer.port, 4)).toBe(0x12);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(printer.connections.every((c) => c.closed && !c.printed)).toBe(true);

    await printer.setState('sem-papel');
    const offline = await requestStatus(printer.host, printer.port, 1);
    const cause = await requestStatus(printer.host, printer.port, 2);
    const roll = await requestStatus(printer.host, printer.port, 4);
    expect(readStatus(1, offline).offline).toBe(true);
    expect(readStatus(2, cause)).toEqual({ offline: true, paperOut: true });
    expect(readStatus(4, roll).paperOut).toBe(true);
    expect([offline, cause, roll]).toEqual([statusByte(1, 'sem-papel'), 0x32, 0x7e]);
  });

  it("prints nothing while out of paper, though it takes the bytes and answers 'sem papel'", async () => {
    await printer.setState('sem-papel');
    const bytes = encodeTicket(kitchenTicket(), PRINTER_80);
    const answer = await new Promise<number>((resolve, reject) => {
      const socket = net.connect({ host: printer.host, port: printer.port }, () => {
        socket.write(Uint8Array.of(0x10, 0x04, 4));
        socket.end(bytes);
      });
      socket.once('data', (data: Buffer) => resolve(data[0]!));
      socket.on('error', reject);
    });
    expect(readStatus(4, answer).paperOut).toBe(true);
    await expect(printer.waitForPrinted(1, 300)).rejects.toThrow('recebeu 0 de 1');
    expect(printer.connections[0]).toMatchObject({ state: 'sem-papel', printed: false, statusRequests: [4] });

    await printer.setState('online');
    await sendToPrinter(printer.host, printer.port, bytes);
    expect(await printer.waitForPrinted(1)).toHaveLength(1);
  });

  it('refuses connections while offline, and prints again on the same port when back', async () => {
    const port = printer.port;
    await printer.setState('offline');
    await expect(sendToPrinter(printer.host, port, Uint8Array.of(0x1b, 0x40))).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    await printer.setState('online');
    expect(printer.port).toBe(port);
    await sendToPrinter(printer.host, port, encodeTicket(kitchenTicket(), PRINTER_80));
    expect(await printer.waitForPrinted(1)).toHaveLength(1);
  });

  it('drops a connection open when it goes offline, and that job is not printed', async () => {
    const socket = net.connect({ host: printer.host, port: printer.port });
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(Uint8Array.of(0x1b, 0x40, 0x41));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    await printer.setState('offline');
    await closed;
    expect(printer.connections[0]).toMatchObject({ closed: true, printed: false });
  });

  it('draws a preview PNG of the paper from the decoded bytes', async () => {
    const document = decodePrinterBytes(encodeTicket(counterTicket({ reprint: true }), PRINTER_80));
    const png = await renderPreview(document, { columns: 48, caption: 'Epson · 80 mm' });
    const { format, width, height } = await sharp(png).metadata();
    expect(format).toBe('png');
    expect(width).toBe(48 * 12 + 48 + 16);
    expect(height).toBeGreaterThan(1000);
    // The QR drawn on the preview scans to the tracking link the bytes carried.
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const scanned = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(scanned?.data).toBe(counterTicket().trackingUrl);
  });
});
