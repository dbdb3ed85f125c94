import { MapPin } from '../../../components/ui/light-icons';
import type { PublicRestaurant } from '../types';

/** Logo, name, address and description under the banner. */
export function RestaurantInfo({ restaurant }: { restaurant: PublicRestaurant }) {
  return (
    <header className="relative -mt-10 flex flex-col gap-2 px-4">
      {restaurant.logoUrl ? (
        <img
          src={restaurant.logoUrl}
          alt={`Logo de ${restaurant.name}`}
          width={80}
          height={80}
          className="size-20 rounded-2xl border-4 border-white bg-white object-cover shadow"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-20 place-items-center rounded-2xl border-4 border-white bg-orange-100 text-3xl font-bold text-orange-800 shadow"
        >
          {restaurant.name.charAt(0)}
        </span>
      )}
      <h1 className="text-2xl font-bold text-stone-900">{restaurant.name}</h1>
      <p className="flex items-start gap-1 text-sm text-stone-700">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {restaurant.address}
      </p>
      {restaurant.description && <p className="text-stone-800">{restaurant.description}</p>}
    </header>
  );
}
