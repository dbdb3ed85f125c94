/**
 * 'Dados fiscais dos itens': every menu item with its status (complete, or what is missing), a
 * preset per item and per category ('Aplicar "Refrigerante" aos 6 itens de Bebidas'), and the edit
 * dialog. A banner counts the items whose sales would leave without a note.
 */
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import type { TaxRegime } from '../../../../domain/fiscal/fiscal-profile';
import { formatCest, formatNcm, TAX_PRESETS, type TaxPreset } from '../../../../domain/fiscal/item-tax';
import { parseDecimalInput } from '../../../../domain/format/decimal-input';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { fieldClasses, Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { notifyFailed, notifySaved } from '../../store-settings/components/notify';
import { type FiscalItem, type FiscalItems, useApplyPreset } from '../api';
import { ItemTaxDialog } from './item-tax-dialog';

const PRESET_KEYS = Object.keys(TAX_PRESETS) as TaxPreset[];
/** 'Refrigerante (lata ou garrafa PET)' → 'Refrigerante' for the buttons. */
export const presetName = (preset: TaxPreset) => TAX_PRESETS[preset].label.replace(/\s*\(.*\)$/, '');

export const incompleteBanner = (count: number) =>
  `Faltam dados fiscais em ${count} ${count === 1 ? 'item' : 'itens'}: a nota não sai para vendas com ${count === 1 ? 'ele' : 'eles'}.`;

const itemsWord = (count: number) => (count === 1 ? 'ao item' : `aos ${count} itens`);

function groupByCategory(items: FiscalItem[]) {
  const groups = new Map<string, FiscalItem[]>();
  for (const item of items) {
    const name = item.category ?? 'Sem categoria';
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups.entries()];
}

interface PresetSelectProps {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  className?: string;
  onChange(value: TaxPreset): void;
}

function PresetSelect({ id, label, value, placeholder, className, onChange }: PresetSelectProps) {
  return (
    <select
      id={id}
      aria-label={label}
      className={cn(fieldClasses, 'h-9 min-w-0 text-sm', className)}
      value={value}
      onChange={(event) => onChange(event.target.value as TaxPreset)}
    >
      {placeholder && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {PRESET_KEYS.map((preset) => (
        <option key={preset} value={preset}>
          {presetName(preset)}
        </option>
      ))}
    </select>
  );
}

interface Props {
  restaurantId: string;
  data: FiscalItems;
  hasProfile: boolean;
}

export function ItemsTaxCard({ restaurantId, data, hasProfile }: Props) {
  const apply = useApplyPreset(restaurantId);
  const [editing, setEditing] = useState<FiscalItem | null>(null);
  const [categoryPresets, setCategoryPresets] = useState<Record<string, TaxPreset>>({});
  const [rate, setRate] = useState('');
  const regime: TaxRegime = data.regime ?? 'simples';

  const applyTo = (itemIds: string[], preset: TaxPreset) =>
    apply.mutate(
      { itemIds, preset, ...(regime === 'normal' && { icmsRatePercent: parseDecimalInput(rate) ?? 0 }) },
      { onSuccess: notifySaved, onError: notifyFailed },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados fiscais dos itens</CardTitle>
        <CardDescription>
          NCM, CFOP, CEST e situação do ICMS de cada item do cardápio. Os modelos são sugestões: confirme com
          seu contador.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {data.incompleteCount > 0 && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {incompleteBanner(data.incompleteCount)}
          </p>
        )}
        {!hasProfile && (
          <p className="text-sm text-stone-700">
            Salve os dados fiscais acima para preencher os itens: o regime decide os códigos.
          </p>
        )}
        {hasProfile && regime === 'normal' && (
          <div className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
            <label htmlFor="fiscal-dish-rate">Alíquota do ICMS dos pratos (CST 00), em %</label>
            <Input
              id="fiscal-dish-rate"
              className="h-9 w-24"
              inputMode="decimal"
              value={rate}
              onChange={(event) => setRate(event.target.value)}
            />
          </div>
        )}
        {data.items.length === 0 && <p className="text-sm text-stone-700">O cardápio ainda não tem itens.</p>}
        {groupByCategory(data.items).map(([category, items]) => {
          const preset = categoryPresets[category] ?? 'prato';
          return (
            <section key={category} aria-label={category} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 pb-2">
                <h3 className="text-base font-bold text-stone-900">{category}</h3>
                {hasProfile && (
                  <div className="flex min-w-0 flex-wrap items-center gap-2 sm:justify-end">
                    <PresetSelect
                      id={`preset-${category}`}
                      className="sm:w-72"
                      label={`Modelo para ${category}`}
                      value={preset}
                      onChange={(value) =>
                        setCategoryPresets((current) => ({ ...current, [category]: value }))
                      }
                    />
                    <Button
                      size="sm"
                      variant="outline"
                      className="h-auto min-h-9 whitespace-normal py-1.5 text-left"
                      disabled={apply.isPending}
                      onClick={() =>
                        applyTo(
                          items.map((item) => item.id),
                          preset,
                        )
                      }
                    >
                      Aplicar “{presetName(preset)}” {itemsWord(items.length)} de {category}
                    </Button>
                  </div>
                )}
              </div>
              <ul className="flex flex-col divide-y divide-stone-100">
                {items.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="font-medium text-stone-900">
                        {item.name}
                        {!item.isActive && (
                          <span className="ml-2 text-sm font-normal text-stone-600">(inativo)</span>
                        )}
                      </p>
                      {item.issues.length === 0 ? (
                        <p className="flex items-start gap-1 text-sm text-emerald-800">
                          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                          Completo · NCM {formatNcm(item.tax?.ncm ?? '')} · CFOP {item.tax?.cfop}
                          {item.tax?.cest ? ` · CEST ${formatCest(item.tax.cest)}` : ''}
                        </p>
                      ) : (
                        <ul className="text-sm text-red-800">
                          {item.issues.map((issue) => (
                            <li key={issue}>{issue}</li>
                          ))}
                        </ul>
                      )}
                    </div>
                    {hasProfile && (
                      <div className="flex shrink-0 items-center gap-2">
                        <PresetSelect
                          id={`preset-item-${item.id}`}
                          label={`Aplicar modelo a ${item.name}`}
                          value=""
                          placeholder="Aplicar modelo…"
                          onChange={(value) => applyTo([item.id], value)}
                        />
                        <Button size="sm" variant="outline" onClick={() => setEditing(item)}>
                          Editar
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </CardContent>
      {editing && (
        <ItemTaxDialog
          restaurantId={restaurantId}
          regime={regime}
          item={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
