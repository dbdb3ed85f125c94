import { describe, expect, it } from 'vitest';
import {
  IFOOD_STORE_STATE_LABEL,
  ifoodHeadlineState,
  ifoodOperationLabel,
  ifoodStateNeedsAction,
} from './ifood-store-status';

describe('iFood store states in Portuguese', () => {
  it.each([
    ['OK', 'Aberta'],
    ['WARNING', 'Aberta com restrições'],
    ['CLOSED', 'Fechada'],
    ['ERROR', 'Fechada por um problema'],
  ] as const)('%s reads %s', (state, label) => {
    expect(IFOOD_STORE_STATE_LABEL[state]).toBe(label);
  });

  it('headlines the worst operation, and only ERROR asks the owner to act', () => {
    expect(ifoodHeadlineState(['OK', 'CLOSED'])).toBe('CLOSED');
    expect(ifoodHeadlineState(['OK', 'WARNING', 'CLOSED'])).toBe('WARNING');
    expect(ifoodHeadlineState(['CLOSED', 'ERROR'])).toBe('ERROR');
    expect(ifoodHeadlineState([])).toBeNull();
    expect(ifoodStateNeedsAction('ERROR')).toBe(true);
    expect(ifoodStateNeedsAction('CLOSED')).toBe(false);
  });

  it('names the operations, keeping one iFood adds later as it comes', () => {
    expect(ifoodOperationLabel('DELIVERY')).toBe('Entrega');
    expect(ifoodOperationLabel('TAKEOUT')).toBe('Retirada');
    expect(ifoodOperationLabel('NOVA')).toBe('NOVA');
  });
});
