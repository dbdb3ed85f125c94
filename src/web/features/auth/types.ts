import type { Acting } from '../../../domain/staff/acting';

export type PlanState = 'trial' | 'active' | 'overdue';

/** The logged-in owner's restaurant as the auth and registration calls return it. */
export interface OwnerRestaurant {
  id: string;
  name: string;
  description: string | null;
  whatsapp: string;
  address: string;
  city: string | null;
  state: string | null;
  /** The restaurant's time zone (decision 0014). */
  timeZone?: string;
  zipCode: string | null;
  latitude: string | null;
  longitude: string | null;
  email: string;
  plan: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  trialEndsAt: string;
  paidUntil: string | null;
  planState: PlanState;
  /** false until the owner opens the link mailed at sign-up (decision 0022). */
  emailVerified?: boolean;
  createdAt: string;
  /** Who uses the panel on this session (`GET /api/auth/me` only; decision 0040). */
  acting?: Acting;
}

/** What the browser keeps between visits (section 3, "Logged-in user"): id and name only. */
export interface StoredUser {
  id: string;
  name: string;
}
