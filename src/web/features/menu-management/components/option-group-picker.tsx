import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import { Checkbox } from '../../../components/ui/checkbox';
import { groupRule } from './group-rule';

interface OptionGroupPickerProps {
  groups: OwnerOptionGroupView[];
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Which of the restaurant's option groups this item offers (a group can serve many items). */
export function OptionGroupPicker({ groups, value, onChange }: OptionGroupPickerProps) {
  if (groups.length === 0) {
    return (
      <p className="text-sm text-stone-700">
        Crie grupos como Tamanho, Adicionais ou Borda em "Grupos de opções" para oferecê-los aqui.
      </p>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-900">Grupos de opções</legend>
      {groups.map((group) => {
        const id = `pick-group-${group.id}`;
        const checked = value.includes(group.id);
        return (
          <div key={group.id} className="flex items-start gap-2">
            <Checkbox
              id={id}
              checked={checked}
              onCheckedChange={(next) =>
                onChange(
                  next === true ? [...value, group.id] : value.filter((groupId) => groupId !== group.id),
                )
              }
            />
            <label htmlFor={id} className="text-sm leading-5 text-stone-900">
              {group.name} <span className="text-stone-600">· {groupRule(group)}</span>
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
