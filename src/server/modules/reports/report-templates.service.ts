/**
 * 'Criar modelo': saved report templates (list, create, edit, delete) and running one, with its
 * saved period or a chosen one. Filters and columns are JSON text in the table; they are parsed
 * back through the domain's schema so an old row can never feed the builders a bad value.
 */

import type { DateRange } from '../../../domain/reports/report-range';
import {
  type ReportTemplate,
  type ReportTemplateInput,
  templateFiltersSchema,
} from '../../../domain/reports/report-template';
import { REPORT_TYPES, type ReportType } from '../../../domain/reports/report-types';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { createReportCentreService } from './report-centre.service';
import type { ExportFormat } from './report-export';
import { createReportTemplatesRepository, type TemplateRow } from './report-templates.repository';

function parseJson(text: string, fallback: unknown) {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

export function toTemplate(row: TemplateRow): ReportTemplate {
  const filters = templateFiltersSchema.safeParse(parseJson(row.filters, {}));
  const columns = parseJson(row.columns, []);
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    reportType: (REPORT_TYPES as readonly string[]).includes(row.reportType)
      ? (row.reportType as ReportType)
      : 'sales',
    filters: filters.success ? filters.data : { period: 'thisMonth' },
    columns: Array.isArray(columns) ? columns.filter((key): key is string => typeof key === 'string') : [],
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

const columnsOf = (input: ReportTemplateInput) => ({
  name: input.name,
  description: input.description || null,
  reportType: input.reportType,
  filters: JSON.stringify(input.filters),
  columns: JSON.stringify(input.columns),
});

export function createReportTemplatesService(db: Db) {
  const repository = createReportTemplatesRepository(db);
  const centre = createReportCentreService(db);

  async function find(templateId: string) {
    const row = await repository.template(templateId);
    if (!row) throw notFound('Modelo não encontrado');
    return { restaurantId: row.restaurantId, template: toTemplate(row) };
  }

  const requestOf = (template: ReportTemplate, range?: Partial<DateRange>) => ({
    range,
    filters: template.filters,
    columns: template.columns,
  });

  return {
    async restaurantOf(templateId: string) {
      return (await repository.template(templateId))?.restaurantId ?? null;
    },
    async list(restaurantId: string) {
      return { templates: (await repository.listTemplates(restaurantId)).map(toTemplate) };
    },
    async create(restaurantId: string, input: ReportTemplateInput) {
      return toTemplate(await repository.insertTemplate({ restaurantId, ...columnsOf(input) }));
    },
    async update(templateId: string, input: ReportTemplateInput) {
      const row = await repository.updateTemplate(templateId, columnsOf(input));
      if (!row) throw notFound('Modelo não encontrado');
      return toTemplate(row);
    },
    async remove(templateId: string) {
      if (!(await repository.deleteTemplate(templateId))) throw notFound('Modelo não encontrado');
    },
    async run(templateId: string, range?: Partial<DateRange>, now = new Date()) {
      const { restaurantId, template } = await find(templateId);
      return centre.generate(restaurantId, template.reportType, requestOf(template, range), now);
    },
    async export(templateId: string, format: ExportFormat, range?: Partial<DateRange>) {
      const { restaurantId, template } = await find(templateId);
      return centre.export(restaurantId, template.reportType, format, {
        ...requestOf(template, range),
        name: template.name,
      });
    },
  };
}
