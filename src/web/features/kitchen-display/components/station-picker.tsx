/** The stations a kitchen screen may show ('/painel/cozinha'): one large button each. */
import { Link } from 'react-router';
import { useKdsStations } from '../api';

export function StationPicker({ restaurantId, dark = false }: { restaurantId: string; dark?: boolean }) {
  const stations = useKdsStations(restaurantId);
  if (stations.isPending)
    return <p className={dark ? 'text-stone-200' : 'text-stone-700'}>Carregando praças...</p>;
  if (stations.isError)
    return (
      <p className={dark ? 'text-stone-200' : 'text-stone-800'}>
        Não foi possível carregar as praças.{' '}
        <button type="button" className="font-semibold underline" onClick={() => stations.refetch()}>
          Tentar de novo
        </button>
      </p>
    );
  if (stations.data.stations.length === 0)
    return (
      <p className={dark ? 'text-stone-200' : 'text-stone-800'}>
        Nenhuma praça cadastrada. O dono ou o gerente cadastra as praças (Cozinha, Bar, Pizzaria...) nas
        configurações da cozinha.
      </p>
    );
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3">
      {stations.data.stations.map((station) => (
        <li key={station.id}>
          <Link
            to={`/painel/cozinha/${encodeURIComponent(station.id)}`}
            className="flex h-20 items-center justify-center rounded-xl bg-orange-700 px-4 text-center text-2xl font-bold text-white shadow-sm hover:bg-orange-800"
          >
            {station.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
