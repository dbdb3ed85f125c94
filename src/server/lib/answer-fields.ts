/**
 * Field schemas shared by the routes' zod `response` schemas, which describe the JSON a client
 * receives (decision 0007): dates travel as ISO strings, money as decimal strings.
 */
import { z } from 'zod';

/** A moment as `Date.toISOString()` writes it. */
export const isoDateTime = z
  .string()
  .meta({ format: 'date-time', description: 'Data e hora ISO 8601, ex.: "2026-05-01T18:30:00.000Z".' });

/** Reais as a decimal string with two places, as the database's numeric columns come out. */
export const moneyText = z.string().meta({ description: 'Valor em reais, decimal, ex.: "12.50".' });

/** A 204: OpenAPI shows it as an answer without a body. */
export const noContent = z.null().describe('Sem conteúdo');
