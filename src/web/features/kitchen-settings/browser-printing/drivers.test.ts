/**
 * The browser's printer drivers say when a job's bytes did not go. The WebUSB and Web Serial
 * devices are the outside boundary here: stand-ins shaped as the WICG specifications describe
 * (USBDevice: open, selectConfiguration, claimInterface, transferOut → USBOutTransferResult;
 * SerialPort: open, writable, getInfo), reached through the real @point-of-sale drivers, which
 * find, open and claim them as they do a real printer (an Epson, vendor 0x04b8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PrinterSendError,
  SERIAL_DISCONNECTED,
  USB_DISCONNECTED,
  USB_NO_PERMISSION,
  USB_REFUSED,
  WebSerialReceiptPrinter,
  WebUSBReceiptPrinter,
} from './drivers';
import { connectPrinter, printBytes, printerState, resetPrinterForTests } from './printer';

const EPSON = 0x04b8;
const domError = (name: string) => new DOMException('falhou', name);

/** A USB printer as WebUSB hands it out: one object per device, from the chooser and from getDevices(). */
function usbPrinter() {
  const sent: Uint8Array[] = [];
  const device = {
    vendorId: EPSON,
    productId: 0x0202,
    serialNumber: 'X5K8001234',
    manufacturerName: 'EPSON',
    productName: 'TM-T20X',
    opened: false,
    configuration: null as null | {
      interfaces: {
        interfaceNumber: number;
        claimed: boolean;
        alternate: { endpoints: { endpointNumber: number; direction: 'in' | 'out' }[] };
      }[];
    },
    /** What the next transfer does: 'ok', or a WebUSB outcome to fail with. */
    next: 'ok' as 'ok' | 'stall' | 'NotFoundError' | 'SecurityError',
    async open() {
      device.opened = true;
    },
    async selectConfiguration() {
      device.configuration = {
        interfaces: [
          {
            interfaceNumber: 0,
            claimed: false,
            alternate: {
              endpoints: [
                { endpointNumber: 2, direction: 'in' },
                { endpointNumber: 1, direction: 'out' },
              ],
            },
          },
        ],
      };
    },
    async claimInterface(number: number) {
      const claimed = device.configuration?.interfaces.find((one) => one.interfaceNumber === number);
      if (claimed) claimed.claimed = true;
    },
    async reset() {},
    async close() {
      device.opened = false;
    },
    transferOut: vi.fn(async (endpoint: number, data: Uint8Array) => {
      if (device.next === 'stall') return { status: 'stall', bytesWritten: 0 };
      if (device.next !== 'ok') throw domError(device.next);
      expect(endpoint).toBe(1);
      sent.push(data);
      return { status: 'ok', bytesWritten: data.length };
    }),
  };
  const usb = {
    requestDevice: vi.fn(async () => device),
    getDevices: vi.fn(async () => [device]),
    addEventListener: vi.fn(),
  };
  Object.defineProperty(navigator, 'usb', { value: usb, configurable: true });
  return { device, sent };
}

/** A serial port as Web Serial hands it out; `unplug()` errors its stream as a lost device does. */
function serialPort() {
  const written: Uint8Array[] = [];
  let failure: DOMException | null = null;
  const port = {
    writable: null as WritableStream<Uint8Array> | null,
    readable: null,
    getInfo: () => ({ usbVendorId: 0x0483, usbProductId: 0x5740 }),
    async open() {
      port.writable = new WritableStream<Uint8Array>({
        write(chunk) {
          if (failure) throw failure;
          written.push(chunk);
        },
      });
    },
    async close() {
      port.writable = null;
    },
  };
  Object.defineProperty(navigator, 'serial', {
    value: {
      requestPort: vi.fn(async () => port),
      getPorts: vi.fn(async () => [port]),
      addEventListener: vi.fn(),
    },
    configurable: true,
  });
  return {
    port,
    written,
    unplug() {
      failure = domError('NetworkError');
    },
  };
}

/** Connects a driver the way printer.ts does, and waits for the library's 'connected' event. */
async function connected<T extends WebUSBReceiptPrinter | WebSerialReceiptPrinter>(driver: T): Promise<T> {
  const ready = new Promise<void>((resolve) =>
    (driver as WebUSBReceiptPrinter).addEventListener('connected', () => resolve()),
  );
  await driver.connect();
  await ready;
  return driver;
}

const ticket = Uint8Array.of(0x1b, 0x40, 0x50, 0x45, 0x44, 0x49, 0x44, 0x4f, 0x0a, 0x1d, 0x56, 0x00);

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  resetPrinterForTests();
  Reflect.deleteProperty(navigator, 'usb');
  Reflect.deleteProperty(navigator, 'serial');
});

describe('the WebUSB driver', () => {
  it('sends the bytes to the endpoint the library claimed, and rejects in Portuguese when they do not go', async () => {
    const { device, sent } = usbPrinter();
    const driver = await connected(new WebUSBReceiptPrinter());
    await driver.print(ticket);
    expect(sent).toEqual([ticket]);

    device.next = 'NotFoundError'; // unplugged between two jobs
    await expect(driver.print(ticket)).rejects.toThrow(USB_DISCONNECTED);
    device.next = 'SecurityError'; // the permission was taken back
    await expect(driver.print(ticket)).rejects.toThrow(USB_NO_PERMISSION);
    device.next = 'stall';
    const refused = await driver.print(ticket).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PrinterSendError);
    expect(refused).toMatchObject({ message: USB_REFUSED, printerGone: false });
    expect(sent).toHaveLength(1);
  });

  it('rejects when the device was closed under it', async () => {
    const { device } = usbPrinter();
    const driver = await connected(new WebUSBReceiptPrinter());
    await device.close();
    await expect(driver.print(ticket)).rejects.toMatchObject({
      message: USB_DISCONNECTED,
      printerGone: true,
    });
    expect(device.transferOut).not.toHaveBeenCalled();
  });
});

describe('the Web Serial driver', () => {
  it('waits for the port to take the bytes, and rejects when the device is lost', async () => {
    const serial = serialPort();
    const driver = await connected(new WebSerialReceiptPrinter({ baudRate: 9600 }));
    await driver.print(ticket);
    expect(serial.written).toEqual([ticket]);

    serial.unplug();
    await expect(driver.print(ticket)).rejects.toMatchObject({
      message: SERIAL_DISCONNECTED,
      printerGone: true,
    });
    // The stream errored: the next job fails the same way instead of hanging or passing.
    await expect(driver.print(ticket)).rejects.toThrow(SERIAL_DISCONNECTED);
    expect(serial.written).toHaveLength(1);
  });
});

describe("the panel's printer", () => {
  it("fails a job with the driver's reason and shows the printer disconnected", async () => {
    const { device, sent } = usbPrinter();
    expect(await connectPrinter('r1', 'usb')).toBe(true);
    expect(printerState()).toEqual({ status: 'conectada', label: 'EPSON TM-T20X (USB)' });
    await printBytes(ticket);
    expect(sent).toHaveLength(1);

    device.next = 'NotFoundError';
    await expect(printBytes(ticket)).rejects.toThrow(USB_DISCONNECTED);
    // No job is claimed for it now (the agent's canPrint), and the heartbeat says it is offline.
    expect(printerState().status).toBe('desconectada');
    await expect(printBytes(ticket)).rejects.toThrow('Impressora desconectada deste navegador');
  });
});
