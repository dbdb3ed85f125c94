import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '../../../../domain/staff/roles';
import { api } from '../../../lib/api-client';
import type { StaffMemberView } from '../types';
import { staffKey } from './get-staff';

export interface StaffChange {
  /** Absent: a new staff member. */
  id?: string;
  name?: string;
  role?: StaffRole;
  isActive?: boolean;
  /** A new PIN (4 to 6 digits); sent on its own call for an existing member. */
  pin?: string;
}

/** Creates a staff member, or edits one and then sets its PIN when a new one was typed. */
export function useSaveStaff(restaurantId: string) {
  const queryClient = useQueryClient();
  const base = `/api/restaurants/${restaurantId}/staff`;
  return useMutation({
    mutationFn: async ({ id, pin, ...fields }: StaffChange) => {
      if (!id) return api.post<StaffMemberView>(base, { ...fields, ...(pin && { pin }) });
      let saved = await api.patch<StaffMemberView>(`${base}/${id}`, fields);
      if (pin) saved = await api.put<StaffMemberView>(`${base}/${id}/pin`, { pin });
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(restaurantId) }),
  });
}
