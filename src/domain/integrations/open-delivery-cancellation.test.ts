import { describe, expect, it } from 'vitest';
import { openDeliveryCancellationCode, openDeliveryCancellationReasons } from './open-delivery-cancellation';

describe('Keeta and Open Delivery cancellation reasons', () => {
  it('offers Keeta the eleven codes and its four legacy ones, the bare standard only the eleven', () => {
    expect(openDeliveryCancellationReasons('keeta')).toHaveLength(15);
    expect(openDeliveryCancellationReasons('open_delivery')).toHaveLength(11);
    expect(openDeliveryCancellationReasons('open_delivery').map((reason) => reason.code)).not.toContain(
      'OTHERS',
    );
    expect(openDeliveryCancellationReasons('ifood')).toEqual([]);
  });

  it.each([
    ['keeta', 'UNAVAILABLE_ITEM', 'UNAVAILABLE_ITEM'],
    ['keeta', 'OTHERS', 'OTHERS'],
    ['open_delivery', 'OTHERS', 'INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT'],
    ['keeta', undefined, 'INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT'],
    ['keeta', '501', 'INTERNAL_DIFFICULTIES_OF_THE_RESTAURANT'],
  ])('%s with %s sends %s', (source, chosen, sent) => {
    expect(openDeliveryCancellationCode(source, chosen)).toBe(sent);
  });
});
