import { Copy, Download } from 'lucide-react';
import type { QrCodeView } from '../../../../domain/menu/qr-code';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';

/** One QR code: the image, its PNG download and the link with a copy action. */
export function QrCodeCard({ qr, caption }: { qr: QrCodeView; caption: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(qr.menuUrl);
      toast({ title: 'Link copiado!', description: qr.menuUrl });
    } catch {
      toast({ title: 'Não foi possível copiar', description: qr.menuUrl, variant: 'destructive' });
    }
  };
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <img
        src={qr.qrCodeDataUrl}
        alt={caption}
        width={256}
        height={256}
        className="size-64 rounded-xl border border-stone-200 bg-white"
      />
      <p className="max-w-full break-all text-sm text-stone-700">{qr.menuUrl}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <a href={qr.qrCodeDataUrl} download={qr.fileName}>
            <Download aria-hidden="true" />
            Baixar QR Code
          </a>
        </Button>
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copiar link
        </Button>
      </div>
    </div>
  );
}
