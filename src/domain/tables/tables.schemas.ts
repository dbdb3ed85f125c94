/** What the owner and the staff send about tables and bills, checked the same on the server and the panel. */
import { z } from 'zod';
import { TABLE_CALL_KINDS, TABLE_LABEL_MAX, tableLabelKey } from './tables';

const label = z
  .string({ error: 'Nome da mesa inválido' })
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'Informe o número ou o nome da mesa')
      .max(TABLE_LABEL_MAX, `Nome da mesa: use no máximo ${TABLE_LABEL_MAX} caracteres`)
      .refine((value) => tableLabelKey(value) !== '0', 'A mesa 0 não existe: comece pela mesa 1'),
  );

const area = z
  .string({ error: 'Área inválida' })
  .trim()
  .min(1, 'Informe a área (ex.: Salão, Varanda)')
  .max(40, 'Área: use no máximo 40 caracteres');

const seats = z
  .number({ error: 'Lugares inválidos' })
  .int('Lugares inválidos')
  .min(1, 'Lugares: use de 1 a 50')
  .max(50, 'Lugares: use de 1 a 50');

const position = z
  .number({ error: 'Ordem inválida' })
  .int('Ordem inválida')
  .min(0, 'Ordem inválida')
  .max(10_000, 'Ordem inválida');

/** A code the owner types (letters and numbers, 3 to 8) or null to print none. */
const code = z
  .string({ error: 'Código da mesa inválido' })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,8}$/, 'Código da mesa: use de 3 a 8 letras ou números'))
  .nullable();

export const createTableSchema = z.object({
  label,
  area: area.optional(),
  seats: seats.optional(),
  position: position.optional(),
  /** Absent: a code is made when the restaurant asks for table codes; null: no code. */
  code: code.optional(),
});
export type CreateTableValues = z.output<typeof createTableSchema>;

export const updateTableSchema = z.object({
  label: label.optional(),
  area: area.optional(),
  seats: seats.optional(),
  position: position.optional(),
  isActive: z.boolean({ error: 'Valor inválido' }).optional(),
  code: code.optional(),
  /** Makes a new random code (a card reprinted after the old code leaked). */
  newCode: z.boolean({ error: 'Valor inválido' }).optional(),
});
export type UpdateTableValues = z.output<typeof updateTableSchema>;

export const openTableSchema = z.object({
  people: z
    .number({ error: 'Número de pessoas inválido' })
    .int('Número de pessoas inválido')
    .min(1, 'Número de pessoas: use de 1 a 99')
    .max(99, 'Número de pessoas: use de 1 a 99'),
});

export const tableCallSchema = z.object({
  kind: z.enum(TABLE_CALL_KINDS, { error: "Escolha 'Chamar garçom' ou 'Pedir a conta'" }),
  /** The table's code, when the restaurant asks for it on orders (decision 0042). */
  tableCode: z
    .string({ error: 'Código da mesa inválido' })
    .trim()
    .max(16, 'Código da mesa inválido')
    .nullish(),
});

export const removeOrderSchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(3, 'Informe o motivo (ao menos 3 letras)')
    .max(200, 'Motivo: use no máximo 200 caracteres'),
});

export const moveBillSchema = z.object({
  tableId: z.string({ error: 'Mesa inválida' }).trim().min(1, 'Mesa inválida').max(64, 'Mesa inválida'),
});

export const joinBillSchema = z.object({
  /** The bill that joins this one (its orders move here and it is closed as merged). */
  billId: z.string({ error: 'Conta inválida' }).trim().min(1, 'Conta inválida').max(64, 'Conta inválida'),
});

/** 'Transferir item': some units of one line of this bill go to another table's open bill. */
export const moveItemSchema = z.object({
  lineId: z.string({ error: 'Item inválido' }).trim().min(1, 'Item inválido').max(64, 'Item inválido'),
  quantity: z
    .number({ error: 'Quantidade inválida' })
    .int('Quantidade inválida')
    .min(1, 'Quantidade inválida')
    .max(999, 'Quantidade inválida'),
  toTableId: z.string({ error: 'Mesa inválida' }).trim().min(1, 'Mesa inválida').max(64, 'Mesa inválida'),
});
export type MoveItemValues = z.output<typeof moveItemSchema>;

/** The restaurant's table settings (optional on `PUT …/order-settings`: absent keeps the current one). */
export const tableSettingsShape = {
  tableOrdersViaWhatsapp: z.boolean({ error: 'Valor inválido' }).optional(),
  tableAsksName: z.boolean({ error: 'Valor inválido' }).optional(),
  tableOpenedByWaiter: z.boolean({ error: 'Valor inválido' }).optional(),
  tableCodeRequired: z.boolean({ error: 'Valor inválido' }).optional(),
};
