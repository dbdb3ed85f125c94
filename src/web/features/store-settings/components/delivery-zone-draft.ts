/** A delivery zone as the form edits it: text fields, neighbourhoods one per line. */

import type { DeliveryZoneKind } from '../../../../domain/menu/menu';
import type { OwnerDeliveryZoneView } from '../../../../domain/menu/menu-api';
import type { DeliveryZoneInput } from '../../../../domain/menu/store-settings.schemas';

export interface ZoneDraft {
  key: number;
  name: string;
  kind: DeliveryZoneKind;
  radiusKm: string;
  neighborhoods: string;
  fee: string;
  minOrder: string;
  isActive: boolean;
}

let nextKey = 0;
const decimal = (value: string) => value.replace('.', ',');

export function toDraft(zone?: OwnerDeliveryZoneView): ZoneDraft {
  nextKey += 1;
  return {
    key: nextKey,
    name: zone?.name ?? '',
    kind: zone?.kind ?? 'radius',
    radiusKm: zone?.radiusKm === null || zone?.radiusKm === undefined ? '' : decimal(String(zone.radiusKm)),
    neighborhoods: zone?.neighborhoods.join('\n') ?? '',
    fee: zone ? decimal(zone.fee) : '',
    minOrder: zone ? decimal(zone.minOrder) : '0,00',
    isActive: zone?.isActive ?? true,
  };
}

export function toZoneInput(draft: ZoneDraft): DeliveryZoneInput {
  return {
    name: draft.name,
    kind: draft.kind,
    radiusKm: draft.kind === 'radius' ? draft.radiusKm : null,
    neighborhoods:
      draft.kind === 'neighborhood'
        ? draft.neighborhoods
            .split(/[\n,;]/)
            .map((name) => name.trim())
            .filter(Boolean)
        : [],
    fee: draft.fee,
    minOrder: draft.minOrder,
    isActive: draft.isActive,
  };
}
