import { Checkbox } from '../../../components/ui/checkbox';

interface ControlOffNoticeProps {
  itemName: string;
  turnOn: boolean;
  onTurnOnChange: (turnOn: boolean) => void;
}

/**
 * Shown in the movement dialog for an item without stock control. The server keeps the count
 * (decision 0015), but without control the menu never sells it out and orders never lower it, so
 * a movement alone looked like it did nothing: say so, and offer to switch control on with it.
 */
export function ControlOffNotice({ itemName, turnOn, onTurnOnChange }: ControlOffNoticeProps) {
  return (
    <div role="note" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <p className="text-sm text-amber-950">
        <strong>{itemName}</strong> está sem controle de estoque: a quantidade fica registrada, mas os pedidos
        não a baixam e o cardápio não mostra o item como esgotado.
      </p>
      <div className="flex items-center gap-2">
        <Checkbox
          id="movement-turn-on-control"
          checked={turnOn}
          onCheckedChange={(checked) => onTurnOnChange(checked === true)}
        />
        <label htmlFor="movement-turn-on-control" className="text-sm font-medium text-stone-900">
          Ligar o controle de estoque deste item ao registrar
        </label>
      </div>
    </div>
  );
}
