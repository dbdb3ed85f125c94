/**
 * The code printed on the table's card ('Código da mesa', decision 0042), typed once by the diner
 * and sent with her orders and calls; kept on this device like the cart.
 */
import { createLocalStore, useLocalStore } from '../../lib/local-store';

export const tableCodeStore = createLocalStore<string>('comanda:table-code', (raw) => raw ?? '', String, '');

export const useTableCode = () => useLocalStore(tableCodeStore);
