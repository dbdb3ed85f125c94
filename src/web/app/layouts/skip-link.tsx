export const MAIN_CONTENT_ID = 'conteudo';

/** First focusable element of every page: jumps over the navigation to the page's content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Pular para o conteúdo
    </a>
  );
}
