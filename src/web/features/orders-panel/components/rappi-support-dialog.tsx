import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface RappiSupportDialogProps {
  orderNumber: string;
  /** The order's number at Rappi, which its support asks for. */
  rappiOrderId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A taken Rappi order cannot be rejected, and Rappi documents no cancellation by the store after
 * the take (decision 0060): the owner asks Rappi's support, and the order stays open here until
 * Rappi's own cancellation arrives, so the two never disagree.
 */
export function RappiSupportDialog({
  orderNumber,
  rappiOrderId,
  open,
  onOpenChange,
}: RappiSupportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancelar o pedido #{orderNumber} na Rappi</DialogTitle>
          <DialogDescription>
            A Rappi não permite recusar um pedido que já foi aceito, e o Comanda não pode cancelá-lo por você.
          </DialogDescription>
        </DialogHeader>
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-stone-800">
          <li>
            Fale com o suporte da Rappi para lojas parceiras e peça o cancelamento
            {rappiOrderId ? (
              <>
                {' '}
                do pedido <strong className="font-mono break-all">{rappiOrderId}</strong> da Rappi.
              </>
            ) : (
              '.'
            )}
          </li>
          <li>Enquanto isso, o pedido continua aberto aqui, como continua na Rappi.</li>
          <li>Quando a Rappi cancelar, o pedido sai do painel sozinho.</li>
        </ol>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>Entendi</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
