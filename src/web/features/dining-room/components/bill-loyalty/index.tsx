/**
 * What decision 0046 adds to a table's bill on the panel: loyalty (phone, coupon, points) and PIX per
 * part from the diner's phone. One component to mount (bill-dialog.tsx does; the closing screen may).
 */
import type { Capability } from '../../../../../domain/staff/capabilities';
import type { BillView } from '../../api';
import { BillPixPanel } from '../bill-pix/bill-pix-panel';
import { BillLoyaltyPanel } from './bill-loyalty-panel';

export { BillPixPanel } from '../bill-pix/bill-pix-panel';
export { BillLoyaltyPanel } from './bill-loyalty-panel';

export function BillLoyaltyAndPix(props: {
  restaurantId: string;
  bill: BillView;
  can(capability: Capability): boolean;
}) {
  return (
    <>
      <BillLoyaltyPanel {...props} />
      <BillPixPanel {...props} />
    </>
  );
}
