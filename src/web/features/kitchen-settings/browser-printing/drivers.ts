/**
 * The WebUSB and Web Serial receipt printer drivers, in their own module so the panel downloads
 * them only when this browser prints (printer.ts imports this file on demand).
 *
 * @point-of-sale's drivers find, open and reopen the printer (their device profiles, the chooser,
 * `reconnect` on a later visit), but their `print` does not say when the bytes did not go: the USB
 * one catches the transfer's error and logs it, the serial one queues the bytes and returns before
 * they are written. A job sent to a printer that was unplugged, or whose permission was taken back,
 * would be reported printed. So each driver here keeps the library for the connection and sends the
 * bytes itself, to the same device, and its `print` rejects with the Portuguese reason the panel
 * shows ('Impressora USB desconectada'...), as the computer agent's printers do.
 *
 * The device is the one the library opened: the browser hands out one object per device (WebUSB's
 * `getDevices()` and Web Serial's `getPorts()` return the same USBDevice / SerialPort objects the
 * chooser did), so it is found again among them by the ids the library's 'connected' event gives.
 * Sources: WICG WebUSB (USBDevice.transferOut, USBOutTransferResult.status 'ok' | 'stall' |
 * 'babble'; NotFoundError when the device is gone, SecurityError without permission) and WICG
 * Web Serial (SerialPort.writable, null when the port is closed or lost; a lost device errors the
 * stream with NetworkError).
 */
import WebSerialLibraryPrinter from '@point-of-sale/webserial-receipt-printer';
import WebUSBLibraryPrinter from '@point-of-sale/webusb-receipt-printer';

export const USB_DISCONNECTED = 'Impressora USB desconectada';
export const USB_NO_PERMISSION = 'O navegador perdeu a permissão da impressora USB; conecte de novo';
export const USB_REFUSED = 'A impressora USB recusou os dados';
export const USB_FAILED = 'Falha ao enviar para a impressora USB';
export const SERIAL_DISCONNECTED = 'Impressora serial desconectada';
export const SERIAL_FAILED = 'Falha ao enviar para a impressora serial';

/** A send that failed, with the reason for the panel; `printerGone` when the printer must be connected again. */
export class PrinterSendError extends Error {
  readonly printerGone: boolean;
  constructor(reason: string, printerGone: boolean) {
    super(reason);
    this.name = 'PrinterSendError';
    this.printerGone = printerGone;
  }
}

// The parts of WebUSB and Web Serial these drivers use (the DOM library has no types for them).
interface UsbEndpointLike {
  endpointNumber: number;
  direction: 'in' | 'out';
}
export interface UsbDeviceLike {
  vendorId: number;
  productId: number;
  serialNumber?: string;
  opened: boolean;
  configuration: {
    interfaces: { interfaceNumber: number; claimed: boolean; alternate: { endpoints: UsbEndpointLike[] } }[];
  } | null;
  transferOut(endpointNumber: number, data: Uint8Array): Promise<{ status: string }>;
}
export interface SerialPortLike {
  writable: WritableStream<Uint8Array> | null;
  getInfo(): { usbVendorId?: number; usbProductId?: number };
}
type Navigators = {
  usb?: { getDevices(): Promise<UsbDeviceLike[]> };
  serial?: { getPorts(): Promise<SerialPortLike[]> };
};
const devices = () => navigator as unknown as Navigators;

const errorName = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

/** The out endpoint of the interface the library claimed. */
function outEndpoint(device: UsbDeviceLike): number | null {
  for (const usbInterface of device.configuration?.interfaces ?? []) {
    if (!usbInterface.claimed) continue;
    const out = usbInterface.alternate.endpoints.find((endpoint) => endpoint.direction === 'out');
    if (out) return out.endpointNumber;
  }
  return null;
}

export class WebUSBReceiptPrinter extends WebUSBLibraryPrinter {
  private device: UsbDeviceLike | null = null;
  private finding: Promise<void> = Promise.resolve();

  constructor(options?: Record<string, unknown>) {
    super(options);
    // Registered before anyone else's, so the device is being looked up when they hear 'connected'.
    super.addEventListener('connected', (info) => {
      this.finding = this.find(info);
    });
    super.addEventListener('disconnected', () => {
      this.device = null;
    });
  }

  private async find(info: { serialNumber?: string; vendorId: number; productId: number }) {
    const all =
      (await devices()
        .usb?.getDevices()
        .catch(() => [])) ?? [];
    const open = all.filter((device) => device.opened);
    this.device =
      open.find((device) => info.serialNumber && device.serialNumber === info.serialNumber) ??
      open.find((device) => device.vendorId === info.vendorId && device.productId === info.productId) ??
      null;
  }

  /** Sends the bytes in one transfer; rejects with the reason when they did not all go. */
  override async print(data: Uint8Array | number[]): Promise<void> {
    await this.finding;
    const device = this.device;
    const endpoint = device?.opened ? outEndpoint(device) : null;
    if (!device || endpoint === null) throw new PrinterSendError(USB_DISCONNECTED, true);
    let result: { status: string };
    try {
      result = await device.transferOut(endpoint, data instanceof Uint8Array ? data : Uint8Array.from(data));
    } catch (error) {
      const name = errorName(error);
      if (name === 'NotFoundError' || name === 'InvalidStateError')
        throw new PrinterSendError(USB_DISCONNECTED, true);
      if (name === 'SecurityError') throw new PrinterSendError(USB_NO_PERMISSION, true);
      throw new PrinterSendError(USB_FAILED, false);
    }
    if (result.status !== 'ok') throw new PrinterSendError(USB_REFUSED, false);
  }
}

export class WebSerialReceiptPrinter extends WebSerialLibraryPrinter {
  private port: SerialPortLike | null = null;
  private finding: Promise<void> = Promise.resolve();
  /** One job's bytes at a time: a stream has one writer. */
  private sending: Promise<unknown> = Promise.resolve();

  constructor(options?: ConstructorParameters<typeof WebSerialLibraryPrinter>[0]) {
    super(options);
    super.addEventListener('connected', (info) => {
      this.finding = this.find(info);
    });
    super.addEventListener('disconnected', () => {
      this.port = null;
    });
  }

  private async find(info: { vendorId: number | null; productId: number | null }) {
    const all =
      (await devices()
        .serial?.getPorts()
        .catch(() => [])) ?? [];
    // The port the library opened is the one with a stream to write to.
    const open = all.filter((port) => port.writable !== null);
    this.port =
      open.find((port) => {
        const ids = port.getInfo();
        return (ids.usbVendorId ?? null) === info.vendorId && (ids.usbProductId ?? null) === info.productId;
      }) ??
      open[0] ??
      null;
  }

  /** Writes the bytes and waits for the port to take them; rejects with the reason when it does not. */
  override async print(data: Uint8Array | number[]): Promise<void> {
    const send = this.sending.then(() => this.write(data));
    this.sending = send.catch(() => undefined);
    return send;
  }

  private async write(data: Uint8Array | number[]): Promise<void> {
    await this.finding;
    const writable = this.port?.writable;
    if (!writable) throw new PrinterSendError(SERIAL_DISCONNECTED, true);
    let writer: WritableStreamDefaultWriter<Uint8Array>;
    try {
      writer = writable.getWriter();
    } catch {
      throw new PrinterSendError(SERIAL_FAILED, false);
    }
    try {
      await writer.write(data instanceof Uint8Array ? data : Uint8Array.from(data));
    } catch (error) {
      const gone = errorName(error) === 'NetworkError' || !this.port?.writable;
      throw new PrinterSendError(gone ? SERIAL_DISCONNECTED : SERIAL_FAILED, gone);
    } finally {
      writer.releaseLock();
    }
  }
}
