import { useEffect, useState } from 'react';
import { cartActions } from '../../cart';

/**
 * A table QR code opens /menu/{id}?mesa=N: the cart starts as a table order for table N at this
 * restaurant. Without it the cart is left alone (another restaurant's cart waits until the diner
 * adds an item here, which replaces it). Returns the QR's table ('' without one), read after
 * hydration so the server's page and the browser's first draw agree.
 */
export function useTableFromUrl(restaurantId: string, acceptsTable: boolean): string {
  const [label, setLabel] = useState('');
  useEffect(() => {
    const table = new URLSearchParams(window.location.search).get('mesa')?.trim() ?? '';
    if (acceptsTable && /^[0-9A-Za-z-]{1,10}$/.test(table)) {
      cartActions.startAt(restaurantId, table);
      setLabel(table);
    }
  }, [restaurantId, acceptsTable]);
  return label;
}
