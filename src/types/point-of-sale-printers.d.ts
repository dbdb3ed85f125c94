/**
 * Types for the receipt printer drivers of @point-of-sale (WebUSB and Web Serial), which ship
 * JavaScript only; written from their READMEs (node_modules/@point-of-sale/web*-receipt-printer).
 */
declare module '@point-of-sale/webusb-receipt-printer' {
  export interface WebUsbPrinterDevice {
    type: 'usb';
    vendorId: number;
    productId: number;
    manufacturerName?: string;
    productName?: string;
    serialNumber?: string;
    language?: string;
    codepageMapping?: string;
  }
  export default class WebUSBReceiptPrinter {
    constructor(options?: Record<string, unknown>);
    connect(): Promise<void>;
    reconnect(device: { serialNumber?: string; vendorId: number; productId: number }): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array | number[]): Promise<void>;
    addEventListener(event: 'connected', listener: (device: WebUsbPrinterDevice) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}

declare module '@point-of-sale/webserial-receipt-printer' {
  export interface WebSerialPrinterDevice {
    type: 'serial';
    vendorId: number | null;
    productId: number | null;
  }
  export default class WebSerialReceiptPrinter {
    constructor(options?: { baudRate?: number; bufferSize?: number; flowControl?: 'none' | 'hardware' });
    connect(): Promise<void>;
    reconnect(device: { vendorId: number | null; productId: number | null }): Promise<void>;
    disconnect(): Promise<void>;
    print(data: Uint8Array | number[]): Promise<void>;
    addEventListener(event: 'connected', listener: (device: WebSerialPrinterDevice) => void): void;
    addEventListener(event: 'disconnected', listener: () => void): void;
  }
}
