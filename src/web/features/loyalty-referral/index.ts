/** The diner's loyalty standing and referral codes, for the tracking page ('Meus pedidos'). */
export { LoyaltyMemberships } from './components/loyalty-memberships';
