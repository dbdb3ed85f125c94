import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { serverMessage } from '../../../lib/api-client';
import { customerExportUrl, useEraseCustomer } from '../api/erase-customer';

/** LGPD: export the customer's data, or erase it after a confirmation. */
export function CustomerPrivacy({
  restaurantId,
  phone,
  onErased,
}: {
  restaurantId: string;
  phone: string;
  onErased: () => void;
}) {
  const erase = useEraseCustomer(restaurantId);
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-label="Dados do cliente (LGPD)"
      className="flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4"
    >
      <a
        className={buttonClasses('outline', 'sm')}
        href={customerExportUrl(restaurantId, phone, 'json')}
        download
      >
        Exportar dados
      </a>
      <a
        className={buttonClasses('ghost', 'sm')}
        href={customerExportUrl(restaurantId, phone, 'csv')}
        download
      >
        Exportar CSV
      </a>
      {confirming ? (
        <div role="alert" className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-red-800">Apagar nome, telefone e endereço deste cliente?</span>
          <Button
            variant="destructive"
            size="sm"
            disabled={erase.isPending}
            onClick={() =>
              erase.mutate(phone, {
                onSuccess: () => {
                  toast({ title: 'Dados do cliente apagados' });
                  onErased();
                },
                onError: (error) =>
                  toast({
                    title: 'Erro ao apagar',
                    description: serverMessage(error),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Confirmar exclusão
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
        </div>
      ) : (
        <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
          Apagar dados do cliente
        </Button>
      )}
    </section>
  );
}
