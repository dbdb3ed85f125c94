import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { exportPath, type ReportRequest } from '../lib/report-request';

/** The export buttons: plain links, so the browser saves the file under the server's name. */
export function DownloadLinks({
  restaurantId,
  request,
  name,
  primaryLabel = 'Exportar PDF',
}: {
  restaurantId: string;
  request: ReportRequest;
  name: string;
  primaryLabel?: string;
}) {
  return (
    <span className="flex flex-wrap gap-2">
      <a
        href={exportPath(restaurantId, request, 'pdf')}
        download
        aria-label={`${primaryLabel === 'Baixar' ? 'Baixar' : 'Exportar'} ${name} em PDF`}
        className={buttonClasses('outline', 'sm')}
      >
        <Download aria-hidden="true" />
        {primaryLabel}
      </a>
      <a
        href={exportPath(restaurantId, request, 'csv')}
        download
        aria-label={`${primaryLabel === 'Baixar' ? 'Baixar' : 'Exportar'} ${name} em CSV`}
        className={buttonClasses('ghost', 'sm')}
      >
        {primaryLabel === 'Baixar' ? 'CSV' : 'Exportar CSV'}
      </a>
    </span>
  );
}
