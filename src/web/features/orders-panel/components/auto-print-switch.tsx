import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { usePanelSettings, useUpdatePanelSettings } from '../api/panel-settings';

/**
 * The owner's choice to print each order's kitchen ticket automatically when it is confirmed,
 * through the browser's print dialog. Once a station has a printer (the 'Cozinha' tab), printing is
 * silent at the stations and the switch gives way to a line saying so, for every role: the server
 * says so in the panel's settings (`kitchenPrinting.silent`, decision 0050).
 */
export function AutoPrintSwitch({ restaurantId }: { restaurantId: string }) {
  const settings = usePanelSettings(restaurantId);
  const update = useUpdatePanelSettings(restaurantId);
  const id = `auto-print-${restaurantId}`;
  if (settings.data?.kitchenPrinting?.silent)
    return (
      <p className="text-sm text-stone-700">
        Impressão silenciosa: os pedidos confirmados saem direto nas impressoras das praças.
      </p>
    );
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={settings.data?.autoPrintOnConfirm ?? false}
        disabled={!settings.data || update.isPending}
        onCheckedChange={(checked) => update.mutate({ autoPrintOnConfirm: checked === true })}
      />
      <Label htmlFor={id}>Imprimir automaticamente ao confirmar</Label>
    </div>
  );
}
