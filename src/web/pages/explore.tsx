import { ExploreRestaurants } from '../features/explore';

export function ExplorePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <title>Explore Restaurantes | Comanda</title>
      <h1 className="text-3xl font-bold text-stone-900">Explore Restaurantes</h1>
      <p className="mt-2 mb-6 text-stone-700">Escolha um restaurante e abra o cardápio digital.</p>
      <ExploreRestaurants />
    </div>
  );
}
