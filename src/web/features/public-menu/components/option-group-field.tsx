import { minimumChoices } from '../../../../domain/menu/pricing';
import { brl } from '../../cart';
import type { MenuOptionGroup } from '../types';

interface OptionGroupFieldProps {
  group: MenuOptionGroup;
  selected: string[];
  onChange(selected: string[]): void;
  error?: string;
}

function ruleText(group: MenuOptionGroup): string {
  const min = minimumChoices(group);
  const noun = group.kind === 'flavors' ? 'sabores' : 'opções';
  if (group.maxChoices === 1) return 'Escolha 1';
  if (min > 0 && min < group.maxChoices) return `Escolha de ${min} a ${group.maxChoices} ${noun}`;
  if (min === group.maxChoices) return `Escolha ${min} ${noun}`;
  return `Escolha até ${group.maxChoices} ${noun}`;
}

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-stone-200 px-3 py-2 has-checked:border-orange-700 has-checked:bg-orange-50 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/**
 * One option group: radio buttons for a single choice, checkboxes up to its maximum. An optional
 * single choice (a stuffed crust) starts with 'Nenhuma': a radio cannot be unticked, and without it
 * a crust tapped by mistake could not be taken back.
 */
export function OptionGroupField({ group, selected, onChange, error }: OptionGroupFieldProps) {
  const single = group.maxChoices === 1;
  const full = selected.length >= group.maxChoices;
  const required = minimumChoices(group) > 0;
  const errorId = `group-${group.id}-error`;
  return (
    <fieldset
      id={`group-${group.id}`}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2"
    >
      <legend className="flex w-full items-center justify-between gap-2 font-semibold text-stone-900">
        <span>{group.name}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${required ? 'bg-orange-100 text-orange-900' : 'bg-stone-200 text-stone-800'}`}
        >
          {required ? 'Obrigatório' : 'Opcional'}
        </span>
      </legend>
      <p className="text-sm text-stone-700">{ruleText(group)}</p>
      <ul className="flex flex-col gap-1">
        {single && !required && (
          <li>
            <label className={choiceClass}>
              <input
                type="radio"
                name={`group-${group.id}`}
                checked={selected.length === 0}
                onChange={() => onChange([])}
                className="size-4 accent-orange-700"
              />
              <span className="flex-1 text-stone-900">Nenhuma</span>
            </label>
          </li>
        )}
        {group.options.map((option) => {
          const checked = selected.includes(option.id);
          const disabled = Boolean(option.isSoldOut) || (!single && full && !checked);
          const toggle = () => {
            if (single) onChange([option.id]);
            else onChange(checked ? selected.filter((id) => id !== option.id) : [...selected, option.id]);
          };
          return (
            <li key={option.id}>
              <label className={choiceClass}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`group-${group.id}`}
                  checked={checked}
                  disabled={disabled}
                  onChange={toggle}
                  className="size-4 accent-orange-700"
                />
                <span className="flex-1 text-stone-900">{option.name}</span>
                {option.isSoldOut ? (
                  <span className="text-sm font-semibold text-stone-700">Esgotado</span>
                ) : (
                  Number(option.price) > 0 && (
                    <span className="text-sm text-stone-700">+ {brl(option.price)}</span>
                  )
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
