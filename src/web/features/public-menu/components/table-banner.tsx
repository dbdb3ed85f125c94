import { Utensils } from '../../../components/ui/light-icons';

/** 'Mesa 7' under the restaurant's name: the diner sees the table QR code's table was understood. */
export function TableBanner({ table }: { table: string }) {
  return (
    <div
      role="status"
      className="mx-4 flex items-center gap-3 rounded-xl border border-orange-200 bg-orange-50 p-3 text-orange-950"
    >
      <Utensils className="size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong>Mesa {table}</strong>
        <span className="text-sm"> · seu pedido vai para esta mesa.</span>
      </p>
    </div>
  );
}
