import { formatBRL } from '../../../../domain/format/format';
import { parseCents } from '../../../../domain/money/money';
import { optionAnswers } from '../../../../domain/orders/option-answers';
import type { PanelOrderLine } from '../types';

/** The items of an order with their options and notes. */
export function OrderLines({ lines }: { lines: PanelOrderLine[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move; their position is their identity
        <li key={`${line.id}-${index}`} className="text-stone-900">
          <p className="flex justify-between gap-3">
            <span>
              <strong>{line.quantity}x</strong> {line.name}
            </span>
            <span className="shrink-0 tabular-nums">{formatBRL(parseCents(line.subtotal) ?? 0)}</span>
          </p>
          {line.options.length > 0 && (
            <p className="pl-6 text-sm text-stone-700">{optionAnswers(line.options).join(' · ')}</p>
          )}
          {line.notes && <p className="pl-6 text-sm text-amber-900">Obs.: {line.notes}</p>}
        </li>
      ))}
    </ul>
  );
}
