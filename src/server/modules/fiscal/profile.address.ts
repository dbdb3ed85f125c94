/**
 * The restaurant's address as the fiscal provider's company record wants it (street, number,
 * neighbourhood, city, state, CEP), read from the one-line address the sign-up keeps
 * ('Rua Augusta, 1500 - Consolação, São Paulo - SP') and the city, state and CEP columns.
 */
import type { CompanyRegistration } from '../../integrations/fiscal/fiscal-provider';

export interface RestaurantAddress {
  address: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

export function companyAddress(
  restaurant: RestaurantAddress,
  profileState: string,
): CompanyRegistration['address'] {
  const [streetPart = '', ...rest] = restaurant.address.split(',');
  const afterStreet = rest.join(',');
  // '1500 - Consolação' then ' São Paulo - SP': the number before the dash, the neighbourhood after it.
  const [numberPart = '', neighborhoodPart = ''] = afterStreet.split(' - ');
  const number = numberPart.trim().match(/^\S+/)?.[0] ?? '';
  const neighborhood = neighborhoodPart.split(',')[0]?.trim() ?? '';
  return {
    street: streetPart.trim(),
    number: number || 'S/N',
    neighborhood: neighborhood || 'Centro',
    city: restaurant.city?.trim() || '',
    state: (restaurant.state?.trim() || profileState).toUpperCase(),
    cep: (restaurant.zipCode ?? '').replace(/\D/g, ''),
  };
}
