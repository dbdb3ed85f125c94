/**
 * The printer this browser prints on, one per page: connected through WebUSB or Web Serial with
 * @point-of-sale's drivers (their READMEs: connect() only from a tap, reconnect() with the device
 * saved from the 'connected' event on later visits). The drivers are loaded only when needed.
 */
import type WebSerialReceiptPrinter from '@point-of-sale/webserial-receipt-printer';
import type WebUSBReceiptPrinter from '@point-of-sale/webusb-receipt-printer';
import { useSyncExternalStore } from 'react';
import { type SavedPrinter, savedPrinterStore } from './storage';

export type PrinterStatus = 'nenhuma' | 'conectando' | 'conectada' | 'desconectada';

export interface PrinterState {
  status: PrinterStatus;
  label: string | null;
}

type Driver = WebUSBReceiptPrinter | WebSerialReceiptPrinter;

let driver: Driver | null = null;
let state: PrinterState = { status: 'nenhuma', label: null };
const listeners = new Set<() => void>();

function setState(next: PrinterState) {
  state = next;
  for (const listener of listeners) listener();
}

export function usePrinterState(): PrinterState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

export function printerState(): PrinterState {
  return state;
}

export function onPrinterChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the drivers ahead of a tap, so connect() still runs inside the tap's user activation. */
export function preloadDrivers(): void {
  void import('./drivers').catch(() => undefined);
}

async function makeDriver(kind: 'usb' | 'serial', baudRate: number): Promise<Driver> {
  const { WebSerialReceiptPrinter: Serial, WebUSBReceiptPrinter: Usb } = await import('./drivers');
  return kind === 'usb' ? new Usb() : new Serial({ baudRate });
}

/**
 * Wires a driver's events and runs `open` (connect or reconnect); true when the printer answered.
 * The drivers never throw on a cancelled chooser: they just do not emit 'connected'.
 */
async function attach(
  restaurantId: string,
  next: Driver,
  open: () => Promise<void>,
  describe: (device: Record<string, unknown>) => SavedPrinter,
): Promise<boolean> {
  let connected = false;
  const done = new Promise<void>((resolve) => {
    (next as WebUSBReceiptPrinter).addEventListener('connected', (device) => {
      connected = true;
      const saved = describe(device as unknown as Record<string, unknown>);
      savedPrinterStore(restaurantId).set(saved);
      driver = next;
      setState({ status: 'conectada', label: saved.label });
      resolve();
    });
    // The drivers emit 'connected' on a timer after connect() resolves: give it that moment.
    void open().then(() => setTimeout(resolve, 100));
  });
  next.addEventListener('disconnected', () => {
    if (driver !== next) return;
    setState({ status: 'desconectada', label: state.label });
  });
  await done;
  return connected;
}

function usbLabel(device: Record<string, unknown>): string {
  const name = [device.manufacturerName, device.productName].filter(Boolean).join(' ');
  return `${name || 'Impressora'} (USB)`;
}

/** From a tap on 'Conectar impressora USB' or '… serial': the browser's chooser, then the printer. */
export async function connectPrinter(
  restaurantId: string,
  kind: 'usb' | 'serial',
  baudRate = 9600,
): Promise<boolean> {
  const previous = state;
  setState({ status: 'conectando', label: null });
  const next = await makeDriver(kind, baudRate);
  const ok = await attach(
    restaurantId,
    next,
    () => next.connect(),
    (device) =>
      kind === 'usb'
        ? {
            type: 'usb',
            vendorId: Number(device.vendorId),
            productId: Number(device.productId),
            serialNumber: typeof device.serialNumber === 'string' ? device.serialNumber : undefined,
            label: usbLabel(device),
          }
        : {
            type: 'serial',
            vendorId: (device.vendorId as number | null) ?? null,
            productId: (device.productId as number | null) ?? null,
            baudRate,
            label: `Impressora serial (${baudRate.toLocaleString('pt-BR')} bps)`,
          },
  );
  if (!ok) setState(previous.status === 'conectando' ? { status: 'nenhuma', label: null } : previous);
  return ok;
}

/** On a later visit: the printer saved last time, if the browser still has its permission. */
export async function restorePrinter(restaurantId: string): Promise<boolean> {
  const saved = savedPrinterStore(restaurantId).get();
  if (!saved || state.status === 'conectada' || state.status === 'conectando')
    return state.status === 'conectada';
  setState({ status: 'conectando', label: saved.label });
  try {
    const next = await makeDriver(saved.type, saved.type === 'serial' ? saved.baudRate : 9600);
    const ok = await attach(
      restaurantId,
      next,
      () =>
        saved.type === 'usb'
          ? (next as WebUSBReceiptPrinter).reconnect(saved)
          : (next as WebSerialReceiptPrinter).reconnect(saved),
      () => saved,
    );
    if (!ok) setState({ status: 'desconectada', label: saved.label });
    return ok;
  } catch {
    setState({ status: 'desconectada', label: saved.label });
    return false;
  }
}

/**
 * Sends a job's bytes; throws the Portuguese reason when there is no printer to send them to or
 * they did not go (drivers.ts). A printer found gone is shown 'desconectada': no job is claimed
 * until it connects again, and the heartbeat tells the server so (its failed jobs come back then).
 */
export async function printBytes(bytes: Uint8Array): Promise<void> {
  const sending = driver;
  if (!sending || state.status !== 'conectada') throw new Error('Impressora desconectada deste navegador');
  try {
    await sending.print(bytes);
  } catch (error) {
    if ((error as { printerGone?: boolean }).printerGone && driver === sending)
      setState({ status: 'desconectada', label: state.label });
    throw error;
  }
}

/** 'Esquecer impressora': closes it and stops reconnecting to it. */
export async function forgetPrinter(restaurantId: string): Promise<void> {
  const closing = driver;
  driver = null;
  savedPrinterStore(restaurantId).set(null);
  setState({ status: 'nenhuma', label: null });
  await closing?.disconnect().catch(() => undefined);
}

/** For tests: a printer that records what it was sent. */
export function installFakePrinterForTests(label: string, print: (bytes: Uint8Array) => Promise<void>) {
  driver = { print, disconnect: async () => undefined } as unknown as Driver;
  setState({ status: 'conectada', label });
}

export function resetPrinterForTests() {
  driver = null;
  setState({ status: 'nenhuma', label: null });
}
