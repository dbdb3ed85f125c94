import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input, Textarea } from '../../../components/ui/input';
import type { ZoneDraft } from './delivery-zone-draft';

interface DeliveryZoneRowProps {
  zone: ZoneDraft;
  number: number;
  onChange: (patch: Partial<ZoneDraft>) => void;
  onRemove: () => void;
}

/** One zone: a radius around the restaurant or a list of neighbourhoods, with fee and minimum. */
export function DeliveryZoneRow({ zone, number, onChange, onRemove }: DeliveryZoneRowProps) {
  const id = (field: string) => `zone-${zone.key}-${field}`;
  return (
    <fieldset className="grid gap-3 rounded-xl border border-stone-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-stone-900">Zona {number}</legend>
      <FormField id={id('name')} label="Nome da zona">
        {() => (
          <Input
            id={id('name')}
            placeholder="Ex.: Até 3 km"
            value={zone.name}
            onChange={(e) => onChange({ name: e.target.value })}
          />
        )}
      </FormField>
      <FormField id={id('kind')} label="Tipo">
        {() => (
          <select
            id={id('kind')}
            className={`${fieldClasses} h-10`}
            value={zone.kind}
            onChange={(e) => onChange({ kind: e.target.value as ZoneDraft['kind'] })}
          >
            <option value="radius">Raio em km a partir do restaurante</option>
            <option value="neighborhood">Lista de bairros</option>
          </select>
        )}
      </FormField>
      {zone.kind === 'radius' ? (
        <FormField id={id('radius')} label="Raio (km)" hint="Precisa da latitude e longitude do restaurante.">
          {(describedBy) => (
            <Input
              id={id('radius')}
              inputMode="decimal"
              aria-describedby={describedBy}
              value={zone.radiusKm}
              onChange={(e) => onChange({ radiusKm: e.target.value })}
            />
          )}
        </FormField>
      ) : (
        <FormField id={id('neighborhoods')} label="Bairros" hint="Um por linha.">
          {(describedBy) => (
            <Textarea
              id={id('neighborhoods')}
              rows={3}
              aria-describedby={describedBy}
              value={zone.neighborhoods}
              onChange={(e) => onChange({ neighborhoods: e.target.value })}
            />
          )}
        </FormField>
      )}
      <div className="grid grid-cols-2 gap-3">
        <FormField id={id('fee')} label="Taxa (R$)">
          {() => (
            <Input
              id={id('fee')}
              inputMode="decimal"
              placeholder="0,00"
              value={zone.fee}
              onChange={(e) => onChange({ fee: e.target.value })}
            />
          )}
        </FormField>
        <FormField id={id('min')} label="Pedido mínimo (R$)">
          {() => (
            <Input
              id={id('min')}
              inputMode="decimal"
              placeholder="0,00"
              value={zone.minOrder}
              onChange={(e) => onChange({ minOrder: e.target.value })}
            />
          )}
        </FormField>
      </div>
      <div className="flex items-center justify-between gap-2 sm:col-span-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id={id('active')}
            checked={zone.isActive}
            onCheckedChange={(next) => onChange({ isActive: next === true })}
          />
          <label htmlFor={id('active')} className="text-sm text-stone-900">
            Zona ativa
          </label>
        </div>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remover zona {number}
        </Button>
      </div>
    </fieldset>
  );
}
