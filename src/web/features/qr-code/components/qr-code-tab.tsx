import { FileDown } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import type { AdminTabProps } from '../../admin/types';
import { restaurantQrPath, useQrCode } from '../api/get-qr-code';
import { LocalAddressWarning } from './local-address-warning';
import { QrCodeCard } from './qr-code-card';
import { QrUsageGuide } from './qr-usage-guide';
import { TableQrCodes } from './table-qr-codes';

/** The 'QR code' tab: the menu's QR, per-table codes, printable PDFs and how to use them. */
export function QrCodeTab({ restaurantId, label }: AdminTabProps) {
  const qr = useQrCode(restaurantId);
  return (
    <section aria-label={label} className="flex flex-col gap-6">
      {qr.data?.publicUrlIsLocal && <LocalAddressWarning menuUrl={qr.data.menuUrl} />}
      <Card>
        <CardHeader>
          <CardTitle>QR Code do cardápio</CardTitle>
          <CardDescription>Os clientes escaneiam e abrem o seu cardápio digital na hora.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4">
          {qr.isPending && <LoadingState label="Gerando QR Code..." />}
          {qr.isError && (
            <ErrorState message="Não foi possível gerar o QR Code." onRetry={() => qr.refetch()} />
          )}
          {qr.data && (
            <QrCodeCard qr={qr.data} caption={`QR Code do cardápio de ${qr.data.restaurantName}`} />
          )}
          <a
            className={cn(buttonClasses('link'), 'h-auto min-h-10 whitespace-normal text-center')}
            href={`${restaurantQrPath(restaurantId)}/menu.pdf`}
            download
          >
            <FileDown aria-hidden="true" />
            Baixar cardápio para imprimir (PDF A4)
          </a>
        </CardContent>
      </Card>
      {qr.data && <TableQrCodes restaurantId={restaurantId} tableCount={qr.data.tableCount} />}
      <QrUsageGuide />
    </section>
  );
}
