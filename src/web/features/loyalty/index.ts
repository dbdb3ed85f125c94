/** Loyalty's public face for what composes it: checkout, and the tracking page's 'Meus pontos'. */

export { PhoneProof } from './components/phone-proof';
export { PointsRedemption, type Redemption } from './components/points-redemption';
export { type RewardChoice, RewardRedemption } from './components/reward-redemption';
