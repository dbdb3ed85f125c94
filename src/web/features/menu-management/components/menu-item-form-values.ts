/** Between an item as the API shows it, the form's fields, and the body the API takes. */
import type { OwnerMenuItemView } from '../../../../domain/menu/menu-api';
import type { MenuItemInput, MenuItemValues } from '../../../../domain/menu/menu-item.schemas';
import { centsToDecimal } from '../../../../domain/money/money';

export interface MenuItemFormValues {
  name: string;
  description: string;
  price: string;
  category: string;
  imageUrl: string | null;
  loyaltyPoints: string;
  isActive: boolean;
  isSoldOut: boolean;
  optionGroupIds: string[];
}

export function toFormValues(item?: OwnerMenuItemView): MenuItemFormValues {
  return {
    name: item?.name ?? '',
    description: item?.description ?? '',
    price: item ? item.price.replace('.', ',') : '',
    category: item?.category ?? '',
    imageUrl: item?.imageUrl ?? null,
    loyaltyPoints: String(item?.loyaltyPoints ?? 0),
    isActive: item?.isActive ?? true,
    isSoldOut: item?.soldOutSwitch ?? false,
    optionGroupIds: item?.optionGroups.map((group) => group.id) ?? [],
  };
}

/** The API body: the validated values with the price back as a decimal string. */
export function toPayload(values: MenuItemValues): MenuItemInput {
  return { ...values, price: centsToDecimal(values.price) };
}
