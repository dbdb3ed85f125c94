import { describe, expect, it } from 'vitest';
import {
  addToDraft,
  draftCount,
  draftForSending,
  draftOrderBody,
  draftStorageKey,
  draftSubtotalCents,
  emptyDraft,
  parseStoredDraft,
  retryDelayMs,
  sendFailure,
  setDraftQuantity,
} from './waiter-draft';

const moqueca = { id: 'm1', restaurantId: 'r1', name: 'Moqueca', price: '33.33' };
const pizza = { id: 'p1', restaurantId: 'r1', name: 'Pizza', price: '40.00' };
const grande = { groupId: 'g', groupName: 'Tamanho', optionId: 'o-g', name: 'Grande', price: '10.00' };

describe('the waiter’s draft', () => {
  it('takes items as the cart does, with options and notes, and adds up to the cent', () => {
    let draft = emptyDraft('r1', 't4', '4');
    draft = addToDraft(draft, { menuItem: moqueca, quantity: 1, unitPrice: '33.33' }, 1);
    draft = addToDraft(draft, { menuItem: moqueca, quantity: 2, unitPrice: '33.33' }, 2);
    draft = addToDraft(
      draft,
      { menuItem: pizza, quantity: 1, notes: ' sem cebola ', options: [grande], unitPrice: '50.00' },
      3,
    );
    expect(draft.items).toHaveLength(2);
    expect(draftCount(draft)).toBe(4);
    expect(draftSubtotalCents(draft)).toBe(3 * 3333 + 5000);
    expect(draftOrderBody(draft)).toEqual({
      customerName: '',
      deliveryType: 'table',
      tableNumber: '4',
      items: [
        { menuItemId: 'm1', quantity: 3, optionIds: [] },
        { menuItemId: 'p1', quantity: 1, notes: 'sem cebola', optionIds: ['o-g'] },
      ],
    });
    const line = draft.items[0]!.id;
    expect(draftCount(setDraftQuantity(draft, line, 1))).toBe(2);
    expect(setDraftQuantity(draft, line, 0).items).toHaveLength(1);
  });

  it('keeps one key for every retry and drops it when the draft changes', () => {
    let keys = 0;
    const newKey = () => `chave-${++keys}`;
    const draft = addToDraft(emptyDraft('r1', 't4', '4'), {
      menuItem: moqueca,
      quantity: 1,
      unitPrice: '33.33',
    });
    const sending = draftForSending(draft, newKey);
    expect(sending.idempotencyKey).toBe('chave-1');
    expect(draftForSending(sending, newKey).idempotencyKey).toBe('chave-1');
    const changed = addToDraft(sending, { menuItem: pizza, quantity: 1, unitPrice: '40.00' });
    expect(changed.idempotencyKey).toBeNull();
    expect(draftForSending(changed, newKey).idempotencyKey).toBe('chave-2');
  });

  it('retries when nobody answered or the server failed, stops on a refusal', () => {
    expect(sendFailure(null)).toBe('retry');
    expect(sendFailure(502)).toBe('retry');
    expect(sendFailure(429)).toBe('retry');
    expect(sendFailure(409)).toBe('refused');
    expect(sendFailure(400)).toBe('refused');
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it('reads back only a draft of the same table', () => {
    const draft = { ...emptyDraft('r1', 't4', '4'), idempotencyKey: 'k' };
    const text = JSON.stringify(draft);
    expect(parseStoredDraft(text, 'r1', 't4')).toEqual(draft);
    expect(parseStoredDraft(text, 'r1', 't5')).toBeNull();
    expect(parseStoredDraft('{oops', 'r1', 't4')).toBeNull();
    expect(parseStoredDraft(null, 'r1', 't4')).toBeNull();
    expect(draftStorageKey('r1', 't4')).toBe('comanda:rascunho-garcom:r1:t4');
  });
});
