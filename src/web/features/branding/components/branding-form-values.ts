import { formatPhone } from '../../../../domain/format/format';
import type { BrandingDetails } from '../api/get-branding';

/** The form's text fields: every value a string (null shown as empty), the phone formatted. */
export interface BrandingFormValues {
  name: string;
  description: string;
  whatsapp: string;
  address: string;
  city: string;
  state: string;
  timeZone: string;
  zipCode: string;
  latitude: string;
  longitude: string;
  logoUrl: string | null;
  bannerUrl: string | null;
}

export function toBrandingFormValues(details: BrandingDetails): BrandingFormValues {
  return {
    name: details.name,
    description: details.description ?? '',
    whatsapp: formatPhone(details.whatsapp),
    address: details.address,
    city: details.city ?? '',
    state: details.state ?? '',
    timeZone: details.timeZone,
    zipCode: details.zipCode ?? '',
    latitude: details.latitude ?? '',
    longitude: details.longitude ?? '',
    logoUrl: details.logoUrl,
    bannerUrl: details.bannerUrl,
  };
}
