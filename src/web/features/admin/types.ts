/** What the admin shell needs to know about the owner's restaurant. */
export interface AdminRestaurant {
  id: string;
  name: string;
  plan: string;
  planState: 'trial' | 'active' | 'overdue';
  trialEndsAt: string;
  paidUntil: string | null;
}

/** Every tab component receives the restaurant it administers. */
export interface AdminTabProps {
  restaurantId: string;
  label: string;
}
