import { Link } from 'react-router';

/**
 * Any path outside the route table (section 2). The heading keeps the specification's
 * '404 Page Not Found'; the explanation is in Portuguese because that is who reads it (issue 20).
 */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>404 Page Not Found | Comanda</title>
      <h1 className="text-3xl font-bold text-stone-900">404 Page Not Found</h1>
      <p className="text-stone-700">
        Não encontramos esta página. O endereço pode estar errado ou a página pode ter sido removida.
      </p>
      <Link to="/" className="font-semibold text-orange-700 underline-offset-4 hover:underline">
        Voltar para a página inicial
      </Link>
    </div>
  );
}
