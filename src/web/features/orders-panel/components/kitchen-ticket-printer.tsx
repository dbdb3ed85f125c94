/**
 * Prints the requested kitchen ticket. The ticket is rendered into its own sheet at the end of the
 * body; print CSS hides everything else and sizes the page for 80 mm thermal paper. On screen the
 * sheet is hidden, and the last ticket stays in it, so the browser's print preview always has it.
 */
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { markPrinted } from '../api/mark-printed';
import { takePrintJob, usePrintJob } from '../lib/print-queue';
import { KitchenTicket } from './kitchen-ticket';

const PRINT_CSS = `
@media screen { .kitchen-ticket-sheet { display: none; } }
@media print {
  @page { size: 80mm auto; margin: 0; }
  html, body { background: #fff !important; }
  body > *:not(.kitchen-ticket-sheet) { display: none !important; }
  .kitchen-ticket-sheet { display: block; width: 72mm; padding: 3mm 4mm; color: #000;
    font: 600 13pt/1.35 ui-monospace, Menlo, Consolas, monospace; }
  .kitchen-ticket header, .kitchen-ticket section, .kitchen-ticket .ticket-items {
    border-bottom: 1px dashed #000; padding-bottom: 2mm; margin-bottom: 2mm; }
  .kitchen-ticket .ticket-restaurant { font-size: 15pt; text-align: center; }
  .kitchen-ticket .ticket-number { font-size: 20pt; font-weight: 800; text-align: center; }
  .kitchen-ticket .ticket-type { font-size: 15pt; font-weight: 800; }
  .kitchen-ticket .ticket-line { display: flex; justify-content: space-between; gap: 2mm; }
  .kitchen-ticket .ticket-line > span:last-child { white-space: nowrap; }
  .kitchen-ticket .ticket-items li { margin-bottom: 1.5mm; font-size: 14pt; }
  .kitchen-ticket .ticket-option, .kitchen-ticket .ticket-note { padding-left: 3mm; font-size: 12pt; }
  .kitchen-ticket .ticket-total { font-size: 16pt; font-weight: 800; }
}`;

export function KitchenTicketPrinter({ restaurantName }: { restaurantName: string }) {
  const job = usePrintJob();

  useEffect(() => {
    if (!job) return;
    // Let the sheet paint before the (blocking) print dialog opens.
    const frame = requestAnimationFrame(() => {
      if (!takePrintJob(job)) return;
      window.print();
      if (!job.recorded && !job.order.printedAt) void markPrinted(job.order.id).catch(() => undefined);
    });
    return () => cancelAnimationFrame(frame);
  }, [job]);

  if (!job) return null;
  return createPortal(
    <div className="kitchen-ticket-sheet" data-testid="kitchen-ticket-sheet">
      <style>{PRINT_CSS}</style>
      <KitchenTicket order={job.order} restaurantName={restaurantName} />
    </div>,
    document.body,
  );
}
