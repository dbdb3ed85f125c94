/**
 * The hidden 80 mm frame a page (pre-bill, register closing, DANFE) is printed from by the browser:
 * `srcdoc`, because every answer forbids framing (CSP `frame-ancestors 'none'`), printed once it has
 * loaded; a new frame per click (`page.n`), so printing twice prints twice.
 */
import { useRef } from 'react';

export interface PrintPage {
  html: string;
  /** Bumped on each click: the frame is made anew. */
  n: number;
}

export function PrintFrame({ page, title, testId }: { page: PrintPage; title: string; testId: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <iframe
      key={page.n}
      ref={frame}
      title={title}
      data-testid={testId}
      srcDoc={page.html}
      tabIndex={-1}
      aria-hidden="true"
      className="pointer-events-none fixed top-0 -left-[200mm] h-[297mm] w-[80mm] border-0 bg-white"
      onLoad={() => frame.current?.contentWindow?.print()}
    />
  );
}
