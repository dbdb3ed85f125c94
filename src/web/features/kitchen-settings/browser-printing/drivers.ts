/**
 * The WebUSB and Web Serial receipt printer drivers, in their own module so the panel downloads
 * them only when this browser prints (printer.ts imports this file on demand).
 */
export { default as WebSerialReceiptPrinter } from '@point-of-sale/webserial-receipt-printer';
export { default as WebUSBReceiptPrinter } from '@point-of-sale/webusb-receipt-printer';
