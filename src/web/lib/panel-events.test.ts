import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReceiptEvents } from '../features/fiscal-receipts/live';
import { usePanelEvents } from './panel-events';

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the panel stream shared by the screens', () => {
  it('opens one stream per restaurant for every hook, hands each its events, closes with the last', () => {
    const bills: string[] = [];
    const prints: string[] = [];
    const first = renderHook(() => usePanelEvents('r1', { bill: (e) => bills.push(e.data) }));
    const second = renderHook(() => usePanelEvents('r1', { 'print-job': (e) => prints.push(e.data) }));
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/restaurants/r1/orders/events']);
    const [source] = FakeEventSource.opened;
    source!.emit('bill', 'b');
    source!.emit('print-job', 'p');
    expect(bills).toEqual(['b']);
    expect(prints).toEqual(['p']);
    first.unmount();
    expect(source!.readyState).toBe(1);
    source!.emit('bill', 'ignored');
    expect(bills).toEqual(['b']);
    second.unmount();
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens nothing when disabled', () => {
    renderHook(() => usePanelEvents('r2', { bill: () => undefined }, false));
    expect(FakeEventSource.opened).toEqual([]);
  });

  it("hands the fiscal screens each note's change, with the latest handler", () => {
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ tag }) => useReceiptEvents('r3', (event) => seen.push(`${tag}:${event.id}:${event.status}`)),
      { initialProps: { tag: 'a' } },
    );
    const [source] = FakeEventSource.opened;
    source!.emit('receipt', JSON.stringify({ id: 'n1', billId: null, orderId: 'o1', status: 'autorizada' }));
    rerender({ tag: 'b' });
    source!.emit('receipt', JSON.stringify({ id: 'n1', billId: null, orderId: 'o1', status: 'cancelada' }));
    source!.emit('receipt', 'não é JSON');
    expect(seen).toEqual(['a:n1:autorizada', 'b:n1:cancelada']);
    unmount();
  });
});
