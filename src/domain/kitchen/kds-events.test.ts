import { describe, expect, it } from 'vitest';
import { kdsOrderEvents } from './kds-events';

describe('the kitchen display’s order events', () => {
  it('tells each status step from confirmed on, once, with the id and status only', () => {
    const next = kdsOrderEvents();
    expect(next({ id: 'o1', status: 'pending' })).toBeNull();
    expect(next({ id: 'o1', status: 'confirmed' })).toEqual({ orderId: 'o1', status: 'confirmed' });
    // Marked paid, an address fixed: the status did not move, no ticket changed.
    expect(next({ id: 'o1', status: 'confirmed' })).toBeNull();
    expect(next({ id: 'o1', status: 'preparing' })).toEqual({ orderId: 'o1', status: 'preparing' });
    expect(next({ id: 'o2', status: 'cancelled' })).toEqual({ orderId: 'o2', status: 'cancelled' });
    expect(next({ id: 'o1', status: 'delivered' })).toEqual({ orderId: 'o1', status: 'delivered' });
    expect(next({ id: 'o1', status: 'delivered' })).toBeNull();
  });

  it('keeps its memory bounded, and past the bound repeats rather than misses', () => {
    const next = kdsOrderEvents(2);
    next({ id: 'o1', status: 'confirmed' });
    next({ id: 'o2', status: 'confirmed' });
    expect(next({ id: 'o2', status: 'confirmed' })).toBeNull();
    expect(next({ id: 'o3', status: 'confirmed' })).toEqual({ orderId: 'o3', status: 'confirmed' });
    expect(next({ id: 'o1', status: 'confirmed' })).toEqual({ orderId: 'o1', status: 'confirmed' });
  });
});
