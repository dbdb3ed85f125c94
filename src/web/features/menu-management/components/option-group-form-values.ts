/** Between an option group as the API shows it, the form's fields and the API body. */

import type { OptionGroupKind } from '../../../../domain/menu/menu';
import type { OwnerOptionGroupView } from '../../../../domain/menu/menu-api';
import type { OptionGroupInput, OptionGroupValues } from '../../../../domain/menu/option-group.schemas';
import { centsToDecimal } from '../../../../domain/money/money';

export interface OptionGroupFormValues {
  name: string;
  kind: OptionGroupKind;
  isRequired: boolean;
  minChoices: string;
  maxChoices: string;
  options: { id?: string; name: string; price: string; isSoldOut: boolean }[];
}

export function toGroupFormValues(group?: OwnerOptionGroupView): OptionGroupFormValues {
  return {
    name: group?.name ?? '',
    kind: group?.kind ?? 'standard',
    isRequired: group?.isRequired ?? false,
    minChoices: String(group?.minChoices ?? 0),
    maxChoices: String(group?.maxChoices ?? 1),
    options: group?.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: option.price.replace('.', ','),
      isSoldOut: option.isSoldOut,
    })) ?? [{ name: '', price: '0,00', isSoldOut: false }],
  };
}

export function toGroupPayload(values: OptionGroupValues): OptionGroupInput {
  return {
    ...values,
    options: values.options.map((option) => ({ ...option, price: centsToDecimal(option.price) })),
  };
}
