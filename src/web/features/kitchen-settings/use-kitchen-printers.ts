/**
 * What the stations' printers mean for the panel, as the server computes it for every role in the
 * panel's settings (`kitchenPrinting`, decision 0050): whether confirmed orders print silently at
 * the stations (the orders panel's old 'Imprimir automaticamente ao confirmar', the browser's print
 * dialog, steps aside) and whether the counter (Caixa) has a printer for 'Imprimir conta'.
 * Undefined until the settings are read, or from a server that does not say.
 */
import { usePanelSettings } from '../orders-panel/api/panel-settings';
import type { KitchenPrinting } from '../orders-panel/types';

export function useKitchenPrinting(restaurantId: string): KitchenPrinting | undefined {
  return usePanelSettings(restaurantId).data?.kitchenPrinting;
}
