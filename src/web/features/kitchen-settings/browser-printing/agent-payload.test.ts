/**
 * The pure parts of this browser's print agent: a job's base64 payload back to the printer's exact
 * bytes, and the name the owner sees in 'Agente de impressão'. Pairing, claiming, printing and
 * reporting run against the real agent API in e2e/browser-printing.e2e.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { base64ToBytes, browserAgentName } from './agent';

const platform = Object.getOwnPropertyDescriptor(Navigator.prototype, 'platform');
afterEach(() => {
  Reflect.deleteProperty(navigator, 'platform');
  if (platform) Object.defineProperty(Navigator.prototype, 'platform', platform);
});

describe("this browser's print agent", () => {
  it('decodes the base64 payload to the exact bytes, high ones included', () => {
    expect([...base64ToBytes(btoa('\x1b@\x1dV\x00'))]).toEqual([0x1b, 0x40, 0x1d, 0x56, 0x00]);
    expect([...base64ToBytes(btoa('\x87\xff'))]).toEqual([0x87, 0xff]);
  });

  it("is named after the computer's system, or just 'Navegador'", () => {
    Object.defineProperty(navigator, 'platform', { value: 'Win32', configurable: true });
    expect(browserAgentName()).toBe('Navegador (Win32)');
    Object.defineProperty(navigator, 'platform', { value: '', configurable: true });
    expect(browserAgentName()).toBe('Navegador');
  });
});
