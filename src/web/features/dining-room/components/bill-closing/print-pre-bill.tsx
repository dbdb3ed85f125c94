/**
 * 'Imprimir conta': the server's 80 mm pre-bill page (`?format=html`: the rows in a monospace `<pre>`,
 * `@page` 80 mm, no script) is read and put in a hidden frame of its own, which is printed. The frame
 * is `srcdoc` rather than the route's URL because every answer forbids framing (CSP
 * `frame-ancestors 'none'`); the page still comes from the server, figures included.
 */
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { fetchPreBillHtml } from '../../api';

export function PrintPreBill({ restaurantId, billId }: { restaurantId: string; billId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [page, setPage] = useState<{ html: string; n: number } | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');

  async function print() {
    setState('loading');
    try {
      const html = await fetchPreBillHtml(restaurantId, billId);
      setPage((current) => ({ html, n: (current?.n ?? 0) + 1 }));
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button variant="outline" disabled={state === 'loading'} onClick={() => void print()}>
          {state === 'loading' ? 'Preparando a conta…' : 'Imprimir conta'}
        </Button>
      </div>
      {state === 'error' && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
          Não foi possível preparar a conta para imprimir. Tente de novo.
        </p>
      )}
      {page && (
        <iframe
          // A new frame per click, so printing twice prints twice.
          key={page.n}
          ref={frame}
          title="Conferência de conta (80 mm)"
          data-testid="pre-bill-frame"
          srcDoc={page.html}
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none fixed top-0 -left-[200mm] h-[297mm] w-[80mm] border-0 bg-white"
          onLoad={() => frame.current?.contentWindow?.print()}
        />
      )}
    </div>
  );
}
