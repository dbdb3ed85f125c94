import { ExternalLink, Map as MapIcon, MapPin, MessageCircle, UtensilsCrossed } from 'lucide-react';
import { formatPhone } from '../../../../domain/format/format';
import { formatDistance } from '../../../../domain/geo/distance';
import { Button, buttonClasses } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { mapsUrl } from '../filter-restaurants';
import type { ExploreRestaurant } from '../types';

interface RestaurantCardProps {
  restaurant: ExploreRestaurant;
  distanceKm: number | null;
  /** The dishes of its menu the search found: the diner sees why it is listed. */
  dishes?: string[];
}

function openMap(restaurant: ExploreRestaurant) {
  const url = mapsUrl(restaurant);
  if (!url) {
    toast({
      title: 'Localização não disponível',
      description: 'Este restaurante não possui localização cadastrada.',
    });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** A restaurant on Explore: banner, distance, open or closed, logo, place, contacts and actions. */
export function RestaurantCard({ restaurant, distanceKm, dishes = [] }: RestaurantCardProps) {
  const place = [restaurant.city, restaurant.state].filter(Boolean).join(' - ');
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="relative aspect-[8/3] bg-gradient-to-br from-orange-700 to-orange-900">
        {restaurant.bannerUrl ? (
          <img
            src={restaurant.bannerUrl}
            alt=""
            width={800}
            height={300}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <p
            aria-hidden="true"
            className="grid size-full place-items-center px-4 text-center text-xl font-bold text-white"
          >
            {restaurant.name}
          </p>
        )}
        <div className="absolute inset-x-0 top-0 flex justify-between p-2 text-xs font-bold">
          <span
            className={`rounded-full px-2 py-1 ${restaurant.isOpen ? 'bg-green-700 text-white' : 'bg-stone-800 text-white'}`}
          >
            {restaurant.isOpen ? 'Aberto' : 'Fechado'}
          </span>
          {distanceKm !== null && (
            <span className="rounded-full bg-white px-2 py-1 text-stone-900">
              {formatDistance(distanceKm)}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center gap-3">
          {restaurant.logoUrl && (
            <img
              src={restaurant.logoUrl}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 rounded-xl object-cover"
            />
          )}
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-stone-900">{restaurant.name}</h2>
            {place && <p className="text-sm text-stone-700">{place}</p>}
          </div>
        </div>
        {restaurant.description && <p className="line-clamp-3 text-stone-700">{restaurant.description}</p>}
        {dishes.length > 0 && (
          <p className="flex items-start gap-1 text-sm text-stone-900">
            <UtensilsCrossed className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-semibold">No cardápio:</span> {dishes.join(', ')}
            </span>
          </p>
        )}
        <p className="flex items-center gap-1 text-sm text-stone-700">
          <MessageCircle className="size-4 shrink-0" aria-hidden="true" />
          {formatPhone(restaurant.whatsapp)}
        </p>
        <p className="flex items-start gap-1 text-sm text-stone-700">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {restaurant.address}
        </p>
        <div className="mt-auto flex gap-2 pt-2">
          <a
            href={`/menu/${restaurant.id}`}
            target="_blank"
            rel="noopener"
            className={`${buttonClasses()} flex-1`}
            aria-label={`Ver Cardápio de ${restaurant.name} (abre em nova aba)`}
          >
            Ver Cardápio
            <ExternalLink aria-hidden="true" />
          </a>
          <Button
            variant="outline"
            size="icon"
            onClick={() => openMap(restaurant)}
            aria-label={`Ver ${restaurant.name} no mapa`}
          >
            <MapIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
