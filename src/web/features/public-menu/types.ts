/** The public restaurant and menu as `GET /api/restaurants/:id` and `/menu` answer them. */
import type { EarningRule } from '../../../domain/loyalty/loyalty-rules';
import type { HalfAndHalfPricing } from '../../../domain/menu/menu';

export interface DeliveryZoneInfo {
  id: string;
  name: string;
  kind: 'radius' | 'neighborhood';
  radiusKm: number | null;
  neighborhoods: string[];
  fee: string;
  minOrder: string;
}

export interface PublicRestaurant {
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
  isOpen?: boolean;
  closedReason?: 'closed' | 'paused' | null;
  nextOpeningAt?: string | null;
  /** IANA zone its hours are kept in (decision 0014). */
  timeZone?: string;
  acceptsPickup?: boolean;
  acceptsDelivery?: boolean;
  acceptsTable?: boolean;
  tableCount?: number;
  /** The table service (decision 0042): optional, absent keeps the spec's behaviour. */
  tableOrdersViaWhatsapp?: boolean;
  tableAsksName?: boolean;
  tableOpenedByWaiter?: boolean;
  tableCodeRequired?: boolean;
  halfAndHalfPricing?: HalfAndHalfPricing;
  deliveryZones?: DeliveryZoneInfo[];
  /** How orders earn points; null or absent while the loyalty program is off. */
  loyaltyEarning?: EarningRule | null;
}

export interface MenuOption {
  id: string;
  name: string;
  price: string;
  isSoldOut?: boolean;
}

export interface MenuOptionGroup {
  id: string;
  name: string;
  kind: 'standard' | 'flavors';
  isRequired: boolean;
  minChoices: number;
  maxChoices: number;
  options: MenuOption[];
}

export interface MenuItem {
  id: string;
  restaurantId: string;
  name: string;
  description: string | null;
  price: string;
  category: string | null;
  categoryId?: string | null;
  imageUrl: string | null;
  isActive?: boolean;
  isSoldOut?: boolean;
  loyaltyPoints: number;
  optionGroups?: MenuOptionGroup[];
}

/** The data the server inlines in the menu page's HTML. */
export interface InitialMenuData {
  restaurantId: string;
  restaurant: PublicRestaurant | null;
  menu: MenuItem[] | null;
  /** Null when the restaurant publishes no rewards (or its loyalty program is off). */
  rewards: unknown[] | null;
}
