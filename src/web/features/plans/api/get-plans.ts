import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A plan as GET /api/plans returns it; the price is in reais (39.98). */
export interface Plan {
  id: string;
  name: string;
  description: string;
  price: number;
  features: string[];
}

export function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return api.get<Plan[]>('/api/plans', signal);
}

export const plansQueryOptions = () =>
  queryOptions({ queryKey: ['plans'], queryFn: ({ signal }) => getPlans(signal) });

export function usePlans() {
  return useQuery(plansQueryOptions());
}
