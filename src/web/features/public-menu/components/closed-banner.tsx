import { CLOSED_TITLE, closedNotice } from '../../../../domain/cart/closed-notice';
import { Clock } from '../../../components/ui/light-icons';
import type { PublicRestaurant } from '../types';

/** 'Fechado agora' with the next opening: the menu stays visible, ordering is off. */
export function ClosedBanner({ restaurant }: { restaurant: PublicRestaurant }) {
  return (
    <div
      role="status"
      className="mx-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950"
    >
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-bold">{CLOSED_TITLE}</p>
        <p className="text-sm">
          {closedNotice(restaurant.closedReason, restaurant.nextOpeningAt, undefined, restaurant.timeZone)}
        </p>
      </div>
    </div>
  );
}
