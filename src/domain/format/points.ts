/**
 * Loyalty points in words: "1 ponto", "2 pontos", "3.181 pontos", so no screen says "+1 pontos"
 * or "3181 pontos".
 */
import { formatNumber, isSingular } from './numbers';

export function formatPoints(points: number): string {
  return `${formatNumber(points)} ${isSingular(points) ? 'ponto' : 'pontos'}`;
}
