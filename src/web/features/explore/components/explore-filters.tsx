import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ALL_CITIES, DISTANCE, type ExploreFilters } from '../filter-restaurants';
import type { Municipality } from '../types';

interface ExploreFiltersProps {
  filters: ExploreFilters;
  onChange(filters: ExploreFilters): void;
  cities: string[];
  municipalities: Municipality[];
  showDistance: boolean;
}

const selectClasses =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-sm';

/** Search, city ('Todas as cidades' + served cities + nearby municipalities) and distance. */
export function ExploreFiltersBar({
  filters,
  onChange,
  cities,
  municipalities,
  showDistance,
}: ExploreFiltersProps) {
  const served = new Set(cities.map((city) => city.toLowerCase()));
  const extra = municipalities.filter((municipality) => !served.has(municipality.name.toLowerCase()));
  return (
    <div className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="explore-search">Buscar</Label>
        <div className="relative">
          <Search className="absolute top-3 left-3 size-4 text-stone-500" aria-hidden="true" />
          <Input
            id="explore-search"
            type="search"
            placeholder="Nome, prato ou bairro"
            className="pl-9"
            value={filters.search}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="explore-city">Cidade</Label>
        <select
          id="explore-city"
          className={selectClasses}
          value={filters.city}
          onChange={(event) => onChange({ ...filters, city: event.target.value })}
        >
          <option value={ALL_CITIES}>Todas as cidades</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
          {extra.map((municipality) => (
            <option key={municipality.code} value={municipality.name}>
              {municipality.name} - {municipality.state}
            </option>
          ))}
        </select>
      </div>
      {showDistance && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="explore-distance">Distância máxima: {filters.maxKm} km</Label>
          <input
            id="explore-distance"
            type="range"
            // A 0-based grid keeps the steps of 5 on round numbers (50, 100); 0 reads as the 1 km minimum.
            min={0}
            max={DISTANCE.max}
            step={DISTANCE.step}
            value={filters.maxKm === DISTANCE.min ? 0 : filters.maxKm}
            aria-valuetext={`${filters.maxKm} km`}
            onChange={(event) =>
              onChange({ ...filters, maxKm: Math.max(DISTANCE.min, Number(event.target.value)) })
            }
            className="h-10 accent-orange-700"
          />
        </div>
      )}
    </div>
  );
}
