/**
 * The edit dialog of one item's tax data: NCM and CEST masked, CFOP, origin, CSOSN or CST for the
 * profile's regime (labels from the domain) and the ICMS rate with CST 00. The server checks the
 * whole and answers which field to fix.
 */
import { type FormEvent, useState } from 'react';
import type { TaxRegime } from '../../../../domain/fiscal/fiscal-profile';
import {
  CFOP_LABELS,
  CSOSN_CODES,
  CST_CODES,
  type ItemTax,
  NFCE_CFOPS,
  SITUATION_LABELS,
} from '../../../../domain/fiscal/item-tax';
import { formatDecimalInput, parseDecimalInput } from '../../../../domain/format/decimal-input';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { notifyFailed, notifySaved } from '../../store-settings/components/notify';
import { type FiscalItem, useSaveItemTax } from '../api';
import { maskCest, maskNcm } from '../masks';

/** The NF-e's origin table (tabela de origem da mercadoria, campo orig). */
const ORIGINS = [
  '0: nacional',
  '1: estrangeira, importação direta',
  '2: estrangeira, adquirida no mercado interno',
  '3: nacional, mais de 40% de conteúdo estrangeiro',
  '4: nacional, processos produtivos básicos',
  '5: nacional, até 40% de conteúdo estrangeiro',
  '6: estrangeira, importação direta sem similar nacional',
  '7: estrangeira, mercado interno sem similar nacional',
  '8: nacional, mais de 70% de conteúdo importado',
];

interface Props {
  restaurantId: string;
  regime: TaxRegime;
  item: FiscalItem;
  onClose(): void;
}

export function ItemTaxDialog({ restaurantId, regime, item, onClose }: Props) {
  const save = useSaveItemTax(restaurantId);
  const situations = regime === 'normal' ? CST_CODES : CSOSN_CODES;
  const [ncm, setNcm] = useState(maskNcm(item.tax?.ncm ?? ''));
  const [cfop, setCfop] = useState(item.tax?.cfop ?? '5101');
  const [cest, setCest] = useState(maskCest(item.tax?.cest ?? ''));
  const [origin, setOrigin] = useState(item.tax?.origin ?? 0);
  const [situation, setSituation] = useState<string>(
    item.tax && (situations as readonly string[]).includes(item.tax.situation)
      ? item.tax.situation
      : situations[0],
  );
  const [rate, setRate] = useState(formatDecimalInput(item.tax?.icmsRatePercent ?? ''));
  const [approx, setApprox] = useState(formatDecimalInput(item.tax?.approxTaxPercent ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A field's value changes: its old error no longer describes it. */
  const edited = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tax: ItemTax = {
      ncm: ncm.replace(/\D/g, ''),
      cfop,
      cest: cest.replace(/\D/g, '') || null,
      origin,
      situation,
      icmsRatePercent: situation === '00' ? parseDecimalInput(rate) : null,
      approxTaxPercent: approx.trim() ? parseDecimalInput(approx) : null,
    };
    save.mutate(
      { itemId: item.id, tax },
      {
        onSuccess: () => {
          notifySaved();
          onClose();
        },
        onError: (failure) => {
          setErrors(isApiError(failure) && failure.fields ? failure.fields : {});
          notifyFailed(failure);
        },
      },
    );
  };

  const selectField = (
    key: string,
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { value: string; label: string }[],
    error?: string,
  ) => (
    <FormField id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          id={id}
          className={`${fieldClasses} h-10`}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            edited(key);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Dados fiscais: {item.name}</DialogTitle>
          <DialogDescription>Códigos da nota deste item. Confirme com seu contador.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="item-ncm" label="NCM" error={errors.ncm}>
              {(describedBy) => (
                <Input
                  id="item-ncm"
                  inputMode="numeric"
                  placeholder="2106.90.90"
                  value={ncm}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    setNcm(maskNcm(event.target.value));
                    edited('ncm');
                  }}
                />
              )}
            </FormField>
            <FormField id="item-cest" label="CEST (com substituição tributária)" error={errors.cest}>
              {(describedBy) => (
                <Input
                  id="item-cest"
                  inputMode="numeric"
                  placeholder="03.011.00"
                  value={cest}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    setCest(maskCest(event.target.value));
                    edited('cest');
                  }}
                />
              )}
            </FormField>
          </div>
          {selectField(
            'cfop',
            'item-cfop',
            'CFOP',
            cfop,
            setCfop,
            NFCE_CFOPS.map((code) => ({ value: code, label: CFOP_LABELS[code] })),
            errors.cfop,
          )}
          {selectField(
            'situation',
            'item-situation',
            regime === 'normal' ? 'CST do ICMS' : 'CSOSN',
            situation,
            setSituation,
            situations.map((code) => ({ value: code, label: SITUATION_LABELS[code] })),
            errors.situation,
          )}
          {situation === '00' && (
            <FormField id="item-rate" label="Alíquota do ICMS (%)" error={errors.icmsRatePercent}>
              {(describedBy) => (
                <Input
                  id="item-rate"
                  inputMode="decimal"
                  value={rate}
                  aria-describedby={describedBy}
                  onChange={(event) => {
                    setRate(event.target.value);
                    edited('icmsRatePercent');
                  }}
                />
              )}
            </FormField>
          )}
          <FormField
            id="item-approx-tax"
            label="Tributos aproximados (%)"
            hint="Da tabela do IBPT para o NCM e o estado; sai no DANFE pela Lei 12.741/2012. Opcional."
            error={errors.approxTaxPercent}
          >
            {(describedBy) => (
              <Input
                id="item-approx-tax"
                inputMode="decimal"
                placeholder="Ex.: 13,45"
                value={approx}
                aria-describedby={describedBy}
                onChange={(event) => {
                  setApprox(event.target.value);
                  edited('approxTaxPercent');
                }}
              />
            )}
          </FormField>
          {selectField(
            'origin',
            'item-origin',
            'Origem da mercadoria',
            String(origin),
            (value) => setOrigin(Number(value)),
            ORIGINS.map((label, index) => ({ value: String(index), label })),
            errors.origin,
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Salvar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
