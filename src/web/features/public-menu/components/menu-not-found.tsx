import { SearchX } from '../../../components/ui/light-icons';

/** 'Restaurante não encontrado' / 'Verifique se o link está correto' (section 8). */
export function MenuNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-20 text-center">
      <SearchX className="size-12 text-stone-500" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-stone-900">Restaurante não encontrado</h1>
      <p className="text-stone-700">Verifique se o link está correto</p>
      <a href="/explorar" className="mt-2 font-semibold text-orange-700 underline-offset-4 hover:underline">
        Explorar restaurantes
      </a>
    </div>
  );
}
