/** Each menu item's tax data for the NFC-e (issue 35, decision 0052): requests and answers. */
import { z } from 'zod';
import { TAX_REGIMES } from '../../../domain/fiscal/fiscal-profile';
import { TAX_PRESETS, type TaxPreset } from '../../../domain/fiscal/item-tax';

const anId = z.string().min(1).max(64);
export const restaurantParams = z.object({ id: anId });
export const itemParams = z.object({ id: anId, itemId: anId });

const PRESET_KEYS = Object.keys(TAX_PRESETS) as [TaxPreset, ...TaxPreset[]];

const rate = z
  .number({ error: 'Alíquota do ICMS inválida (de 0 a 100%)' })
  .min(0, 'Alíquota do ICMS inválida (de 0 a 100%)')
  .max(100, 'Alíquota do ICMS inválida (de 0 a 100%)');

const approxRate = z
  .number({ error: 'Percentual aproximado de tributos inválido (de 0 a 100%)' })
  .min(0, 'Percentual aproximado de tributos inválido (de 0 a 100%)')
  .max(100, 'Percentual aproximado de tributos inválido (de 0 a 100%)');

/** Codes may come with dots ('2106.90.90', '03.011.00'): the service takes them out. */
export const itemTaxBody = z
  .object({
    ncm: z.string({ error: 'Informe o NCM' }).max(20, 'NCM inválido: são 8 dígitos.'),
    cfop: z.string({ error: 'Informe o CFOP' }).max(10, 'CFOP inválido.'),
    cest: z.string().max(20, 'CEST inválido: são 7 dígitos.').nullable().optional(),
    origin: z
      .number({ error: 'Informe a origem da mercadoria (0 a 8)' })
      .int('Origem da mercadoria inválida (0 a 8).'),
    situation: z
      .string({ error: 'Informe a situação do ICMS (CSOSN ou CST)' })
      .max(4, 'Situação do ICMS inválida.'),
    icmsRatePercent: rate.nullable().optional().describe('Só com o CST 00.'),
    approxTaxPercent: approxRate
      .nullable()
      .optional()
      .describe(
        'Percentual aproximado de todos os tributos no preço (tabela do IBPT para o NCM e o estado), para a linha da Lei 12.741/2012 no DANFE. Opcional.',
      ),
  })
  .strict();
export type ItemTaxBody = z.infer<typeof itemTaxBody>;

export const presetBody = z
  .object({
    itemIds: z
      .array(anId, { error: 'Escolha os itens' })
      .min(1, 'Escolha ao menos um item')
      .max(1000, 'Itens demais de uma vez (até 1000)'),
    preset: z.enum(PRESET_KEYS, { error: 'Escolha um modelo de dados fiscais' }),
    icmsRatePercent: rate.optional().describe('No regime normal, a alíquota do ICMS dos pratos (CST 00).'),
  })
  .strict();

const itemTaxView = z.object({
  ncm: z.string(),
  cfop: z.string(),
  cest: z.string().nullable(),
  origin: z.number(),
  situation: z.string(),
  icmsRatePercent: z.number().nullable(),
  approxTaxPercent: z.number().nullable().optional(),
});

export const fiscalItemView = z.object({
  id: z.string(),
  name: z.string(),
  categoryId: z.string().nullable(),
  category: z.string().nullable(),
  isActive: z.boolean(),
  tax: itemTaxView.nullable(),
  issues: z.array(z.string()).describe('O que falta ou está errado; vazio quando o item pode ir na nota.'),
});

export const fiscalItemsAnswer = z.object({
  regime: z
    .enum(TAX_REGIMES)
    .nullable()
    .describe('O regime do perfil fiscal; sem perfil, os itens são conferidos como no Simples Nacional.'),
  items: z.array(fiscalItemView),
  incompleteCount: z.number().int(),
});
export type FiscalItemView = z.infer<typeof fiscalItemView>;
export type FiscalItemsAnswer = z.infer<typeof fiscalItemsAnswer>;
