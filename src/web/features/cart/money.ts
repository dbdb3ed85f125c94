import { formatBRL } from '../../../domain/format/format';
import { parseCents } from '../../../domain/money/money';

/** An API decimal string ("29.90") as BRL on screen ("R$ 29,90"). */
export const brl = (decimal: string | null | undefined): string => formatBRL(parseCents(decimal ?? '0') ?? 0);
