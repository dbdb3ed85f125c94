/** Loyalty's public face for the features that compose it (checkout). */
export { PointsRedemption, type Redemption } from './components/points-redemption';
