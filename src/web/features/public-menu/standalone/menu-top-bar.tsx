/** The site's links, light: the standalone menu page has no router and no session code. */
export function MenuTopBar() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-2"
      >
        Pular para o conteúdo
      </a>
      <nav
        aria-label="Principal"
        className="mx-auto flex h-12 max-w-3xl items-center justify-between px-4 text-sm"
      >
        <a href="/" className="text-lg font-extrabold text-orange-800">
          Comanda
        </a>
        <ul className="flex gap-1">
          <li>
            <a
              href="/explorar"
              className="rounded-lg px-2 py-2 font-medium text-stone-700 hover:bg-stone-100"
            >
              Explorar
            </a>
          </li>
          <li>
            <a
              href="/rastrear-pedido"
              className="rounded-lg px-2 py-2 font-medium text-stone-700 hover:bg-stone-100"
            >
              Rastrear Pedido
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
