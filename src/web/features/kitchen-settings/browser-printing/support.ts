/** Whether this browser can reach a printer itself: WebUSB and Web Serial (Chrome and Edge on a computer). */
export interface BrowserPrintSupport {
  usb: boolean;
  serial: boolean;
}

export function browserPrintSupport(): BrowserPrintSupport {
  if (typeof navigator === 'undefined') return { usb: false, serial: false };
  return {
    usb: 'usb' in navigator && Boolean(navigator.usb),
    serial: 'serial' in navigator && Boolean(navigator.serial),
  };
}
