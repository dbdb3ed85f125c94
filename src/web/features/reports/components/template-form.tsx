import { type FormEvent, useState } from 'react';
import {
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  type PeriodPreset,
} from '../../../../domain/reports/report-range';
import { type ReportTemplateInput, reportTemplateSchema } from '../../../../domain/reports/report-template';
import {
  REPORT_COLUMNS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportType,
} from '../../../../domain/reports/report-types';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input, Textarea } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { fieldErrors } from '../../../lib/field-errors';

const selectClass = cn(fieldClasses, 'h-10');

/** The 'Criar modelo' form: name, description, type, period, columns (and, for products, the order). */
export function TemplateForm({
  initial,
  pending,
  serverErrors,
  onSubmit,
}: {
  initial?: ReportTemplateInput;
  pending: boolean;
  serverErrors?: Record<string, string>;
  onSubmit: (input: ReportTemplateInput) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [reportType, setReportType] = useState<ReportType>(initial?.reportType ?? 'sales');
  const [period, setPeriod] = useState<PeriodPreset>(initial?.filters.period ?? 'thisMonth');
  const [sortBy, setSortBy] = useState(initial?.filters.sortBy ?? 'quantity');
  const [columns, setColumns] = useState<string[]>(initial?.columns ?? []);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filters = { period, ...(reportType === 'products' && { sortBy }) };
    const parsed = reportTemplateSchema.safeParse({ name, description, reportType, filters, columns });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField id="template-name" label="Nome do modelo" error={shown.name}>
        {(describedBy) => (
          <Input
            id="template-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={!!shown.name}
          />
        )}
      </FormField>
      <FormField id="template-description" label="Descrição" error={shown.description}>
        {(describedBy) => (
          <Textarea
            id="template-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="template-type" label="Tipo de relatório" error={shown.reportType}>
          {() => (
            <select
              id="template-type"
              className={selectClass}
              value={reportType}
              onChange={(e) => {
                setReportType(e.target.value as ReportType);
                setColumns([]);
              }}
            >
              {REPORT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {REPORT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="template-period" label="Período" error={shown.filters}>
          {() => (
            <select
              id="template-period"
              className={selectClass}
              value={period}
              onChange={(e) => setPeriod(e.target.value as PeriodPreset)}
            >
              {PERIOD_PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {PERIOD_PRESET_LABELS[preset]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {reportType === 'products' && (
        <FormField id="template-sort" label="Ordenar por">
          {() => (
            <select
              id="template-sort"
              className={selectClass}
              value={sortBy}
              onChange={(e) => setSortBy(e.target.value as 'quantity' | 'revenue')}
            >
              <option value="quantity">Quantidade</option>
              <option value="revenue">Receita</option>
            </select>
          )}
        </FormField>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-stone-900">Colunas (nenhuma marcada: todas)</legend>
        <div className="grid grid-cols-2 gap-2">
          {REPORT_COLUMNS[reportType].map((column) => (
            <div key={column.key} className="flex items-center gap-2 text-sm text-stone-800">
              <Checkbox
                id={`template-column-${column.key}`}
                checked={columns.includes(column.key)}
                onCheckedChange={(checked) =>
                  setColumns((current) =>
                    checked ? [...current, column.key] : current.filter((key) => key !== column.key),
                  )
                }
              />
              <label htmlFor={`template-column-${column.key}`}>{column.label}</label>
            </div>
          ))}
        </div>
        {shown.columns && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {shown.columns}
          </p>
        )}
      </fieldset>
      <Button type="submit" disabled={pending}>
        {pending ? 'Salvando...' : 'Salvar modelo'}
      </Button>
    </form>
  );
}
