/**
 * Option groups ('Tamanho', 'Adicionais', 'Borda', pizza flavours): required or optional, with a
 * minimum and maximum number of choices and a price added per option. A 'flavors' group is
 * half-and-half pizza, priced by the restaurant's rule (see pricing.ts).
 */
import { z } from 'zod';
import { OPTION_GROUP_KINDS } from './menu';
import { moneyField } from './money-input';
import { requiredText } from './text-fields';

export const OPTION_GROUP_NAME_MAX = 60;
export const OPTION_NAME_MAX = 80;
export const OPTIONS_PER_GROUP_MAX = 100;
export const CHOICES_MAX = 20;

export const optionSchema = z.object({
  /** Present when editing an existing option, so orders and links keep pointing at it. */
  id: z.string().min(1).max(64).optional(),
  name: requiredText(
    'Nome da opção é obrigatório',
    OPTION_NAME_MAX,
    `O nome da opção deve ter no máximo ${OPTION_NAME_MAX} caracteres`,
  ),
  price: moneyField({ subject: 'o preço adicional', allowZero: true }).default(0),
  isSoldOut: z.boolean({ error: 'Valor inválido' }).default(false),
});
export type OptionInput = z.input<typeof optionSchema>;

const choices = (label: string, min: number) =>
  z.coerce
    .number({ error: `${label} inválido` })
    .int(`${label} deve ser um número inteiro`)
    .min(min, `${label} deve ser pelo menos ${min}`)
    .max(CHOICES_MAX, `${label} deve ser no máximo ${CHOICES_MAX}`);

export const optionGroupSchema = z
  .object({
    name: requiredText(
      'Nome do grupo é obrigatório',
      OPTION_GROUP_NAME_MAX,
      `O nome do grupo deve ter no máximo ${OPTION_GROUP_NAME_MAX} caracteres`,
    ),
    kind: z.enum(OPTION_GROUP_KINDS, { error: 'Tipo de grupo inválido' }).default('standard'),
    isRequired: z.boolean({ error: 'Valor inválido' }).default(false),
    minChoices: choices('Mínimo de escolhas', 0).default(0),
    maxChoices: choices('Máximo de escolhas', 1).default(1),
    options: z
      .array(optionSchema, { error: 'Opções inválidas' })
      .min(1, 'Adicione pelo menos uma opção')
      .max(OPTIONS_PER_GROUP_MAX, `Use no máximo ${OPTIONS_PER_GROUP_MAX} opções`),
  })
  .superRefine((group, ctx) => {
    if (group.minChoices > group.maxChoices) {
      ctx.addIssue({
        code: 'custom',
        path: ['minChoices'],
        message: 'O mínimo de escolhas não pode ser maior que o máximo',
      });
    }
    const needed = group.isRequired ? Math.max(1, group.minChoices) : group.minChoices;
    if (needed > group.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['minChoices'],
        message: 'O mínimo de escolhas é maior que o número de opções',
      });
    }
    const seen = new Set<string>();
    group.options.forEach((option, index) => {
      const key = option.name.toLocaleLowerCase('pt-BR');
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'name'],
          message: `Opção repetida: "${option.name}"`,
        });
      }
      seen.add(key);
    });
  });
export type OptionGroupInput = z.input<typeof optionGroupSchema>;
export type OptionGroupValues = z.output<typeof optionGroupSchema>;
