import type { ReactNode } from 'react';
import { cartSubtotalCents } from '../../../../domain/cart/cart';
import { formatBRL } from '../../../../domain/format/format';
import { lightButton } from '../../../components/ui/light-classes';
import { ShoppingBag } from '../../../components/ui/light-icons';
import { Modal } from '../../../components/ui/modal';
import { useCartFor } from '../cart-store';
import { CartLines } from './cart-lines';

export type CartStep = 'cart' | 'checkout';

interface CartSheetProps {
  restaurantId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  step: CartStep;
  onStepChange(step: CartStep): void;
  /** Step 2, 'Finalizar Pedido', composed by the page. */
  checkout: ReactNode;
}

/** The cart side panel: step 1 'Seu Carrinho', step 2 'Finalizar Pedido'. */
export function CartSheet({
  restaurantId,
  open,
  onOpenChange,
  step,
  onStepChange,
  checkout,
}: CartSheetProps) {
  const cart = useCartFor(restaurantId);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      variant="sheet"
      title={step === 'cart' ? 'Seu Carrinho' : 'Finalizar Pedido'}
    >
      {step === 'checkout' ? (
        checkout
      ) : cart.items.length === 0 ? (
        // Nothing to finish: no 'Finalizar Pedido' here, only the way back to the menu (issue 32,
        // item 31). Checkout keeps section 5's 'Carrinho vazio' for a cart emptied elsewhere.
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-stone-700">
          <ShoppingBag className="size-12 text-stone-400" aria-hidden="true" />
          <p className="font-medium text-stone-900">Seu carrinho está vazio</p>
          <p className="text-sm">
            Escolha um prato no cardápio e toque em Adicionar para começar seu pedido.
          </p>
          <button type="button" className={lightButton.outline} onClick={() => onOpenChange(false)}>
            Ver cardápio
          </button>
        </div>
      ) : (
        <>
          <div className="min-h-0 flex-1 overflow-y-auto px-5">
            <CartLines items={cart.items} />
          </div>
          <div className="flex flex-col gap-3 border-t border-stone-200 px-5 py-4">
            <p className="flex justify-between text-lg font-bold">
              <span>Total</span>
              <span>{formatBRL(cartSubtotalCents(cart))}</span>
            </p>
            <button type="button" className={lightButton.primary} onClick={() => onStepChange('checkout')}>
              Finalizar Pedido
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
