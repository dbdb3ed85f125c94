/** A restaurant as `GET /api/restaurants` lists it: public fields and whether it is open now. */
export interface ExploreRestaurant {
  id: string;
  name: string;
  description: string | null;
  whatsapp: string;
  address: string;
  city: string | null;
  state: string | null;
  latitude: string | null;
  longitude: string | null;
  logoUrl: string | null;
  bannerUrl: string | null;
  isOpen: boolean;
}

export interface Municipality {
  code: string;
  name: string;
  state: string;
}
