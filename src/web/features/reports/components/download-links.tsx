import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { exportPath, type ReportRequest } from '../lib/report-request';

/**
 * The export buttons: plain links, so the browser saves the file under the server's name. Each
 * says its format ('Baixar PDF', not 'Baixar'): an owner should know what the tap gives.
 */
export function DownloadLinks({
  restaurantId,
  request,
  name,
  verb = 'Exportar',
}: {
  restaurantId: string;
  request: ReportRequest;
  name: string;
  verb?: 'Baixar' | 'Exportar';
}) {
  return (
    <span className="flex flex-wrap gap-2">
      <a
        href={exportPath(restaurantId, request, 'pdf')}
        download
        aria-label={`${verb} ${name} em PDF`}
        className={buttonClasses('outline', 'sm')}
      >
        <Download aria-hidden="true" />
        {verb} PDF
      </a>
      <a
        href={exportPath(restaurantId, request, 'csv')}
        download
        aria-label={`${verb} ${name} em CSV`}
        className={buttonClasses('ghost', 'sm')}
      >
        {verb} CSV
      </a>
    </span>
  );
}
