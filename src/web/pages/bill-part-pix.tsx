import { useParams } from 'react-router';
import { BillPartPixView } from '../features/bill-pix/bill-part-pix';

/** `/conta/<token>`: a part of a table's bill paid by PIX from the diner's own phone (decision 0046). */
export function BillPartPixPage() {
  const token = useParams().token ?? '';
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-8">
      <title>Pagar minha parte | Comanda</title>
      <BillPartPixView token={token} />
    </div>
  );
}
