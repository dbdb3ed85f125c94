import { SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useCities } from '../api/get-cities';
import { useDishMatches } from '../api/get-dish-matches';
import { useMunicipalities } from '../api/get-municipalities';
import { useRestaurants } from '../api/get-restaurants';
import { filterRestaurants, INITIAL_FILTERS } from '../filter-restaurants';
import { useGeolocation } from '../hooks/use-geolocation';
import { ExploreFiltersBar } from './explore-filters';
import { LocationControl } from './location-control';
import { RestaurantCard } from './restaurant-card';

/** Explore (section 2): filters, the location state and the grid of restaurants. */
export function ExploreRestaurants() {
  const restaurants = useRestaurants();
  const cities = useCities();
  const location = useGeolocation();
  const municipalities = useMunicipalities(location.position);
  const [filters, setFilters] = useState(INITIAL_FILTERS);
  const dishes = useDishMatches(filters.search);
  const listed = useMemo(
    () => filterRestaurants(restaurants.data ?? [], filters, location.position, dishes),
    [restaurants.data, filters, location.position, dishes],
  );

  return (
    <div className="flex flex-col gap-6">
      <ExploreFiltersBar
        filters={filters}
        onChange={setFilters}
        cities={cities.data ?? []}
        municipalities={location.status === 'granted' ? (municipalities.data ?? []) : []}
        showDistance={location.status === 'granted'}
      />
      <LocationControl location={location} />
      {restaurants.isPending ? (
        <LoadingState label="Carregando restaurantes..." />
      ) : restaurants.isError ? (
        <ErrorState
          message="Não foi possível carregar os restaurantes."
          onRetry={() => restaurants.refetch()}
        />
      ) : listed.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white p-10 text-center">
          <SearchX className="size-10 text-stone-500" aria-hidden="true" />
          <p className="text-lg font-semibold text-stone-900">Nenhum restaurante encontrado</p>
          <Button variant="outline" onClick={() => setFilters(INITIAL_FILTERS)}>
            Limpar filtros
          </Button>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map(({ restaurant, distanceKm, dishes: found }) => (
            <li key={restaurant.id} className="flex">
              <RestaurantCard restaurant={restaurant} distanceKm={distanceKm} dishes={found} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
