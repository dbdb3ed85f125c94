import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses } from '../../../components/ui/input';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { restaurantQrPath, useQrCode } from '../api/get-qr-code';
import { QrCodeCard } from './qr-code-card';

/** A QR per table (the menu opens as a table order for it) and the printable A4 table cards. */
export function TableQrCodes({ restaurantId, tableCount }: { restaurantId: string; tableCount: number }) {
  const [table, setTable] = useState(1);
  const qr = useQrCode(restaurantId, tableCount > 0 ? table : undefined);

  return (
    <Card>
      <CardHeader>
        <CardTitle>QR Code por mesa</CardTitle>
        <CardDescription>
          Quem escaneia o QR da mesa já começa um pedido na mesa certa. Defina o número de mesas na aba
          Visual.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {tableCount === 0 ? (
          <p className="text-stone-700">Nenhuma mesa cadastrada.</p>
        ) : (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <FormField id="qr-table" label="Mesa">
                {() => (
                  <select
                    id="qr-table"
                    className={`${fieldClasses} h-10 w-32`}
                    value={table}
                    onChange={(event) => setTable(Number(event.target.value))}
                  >
                    {Array.from({ length: tableCount }, (_, index) => index + 1).map((number) => (
                      <option key={number} value={number}>
                        Mesa {number}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <a
                className={cn(buttonClasses('outline'), 'h-auto min-h-10 whitespace-normal py-2 text-center')}
                href={`${restaurantQrPath(restaurantId)}/tables.pdf`}
                download
              >
                <FileDown aria-hidden="true" />
                Baixar cartões das mesas (PDF A4)
              </a>
            </div>
            {qr.isPending && <LoadingState label="Gerando QR Code..." />}
            {qr.isError && (
              <p role="alert" className="text-red-700">
                Não foi possível gerar o QR Code da mesa.
              </p>
            )}
            {qr.data && <QrCodeCard qr={qr.data} caption={`QR Code da mesa ${table}`} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
