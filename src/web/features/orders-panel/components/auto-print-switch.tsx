import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { usePanelSettings, useUpdatePanelSettings } from '../api/panel-settings';

/** The owner's choice to print each order's kitchen ticket automatically when it is confirmed. */
export function AutoPrintSwitch({ restaurantId }: { restaurantId: string }) {
  const settings = usePanelSettings(restaurantId);
  const update = useUpdatePanelSettings(restaurantId);
  const id = `auto-print-${restaurantId}`;
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
