import { platformArticles } from '../../../../domain/integrations/platform-article';
import {
  type ConnectablePlatform,
  type IntegrationView,
  PLATFORM_CARDS,
} from '../../../../domain/integrations/platforms';
import { Button } from '../../../components/ui/button';

interface PlatformCardsProps {
  integrations: IntegrationView[];
  /** Cards the operator has not configured on this server, with the sentence that says so. */
  unavailable?: Partial<Record<string, string>>;
  onConnect: (platform: { key: ConnectablePlatform; name: string }) => void;
}

/**
 * iFood and Rappi connect; Uber Eats left Brazil in 2022; the others are 'Em breve'. The section's
 * h2 sits between the panel's h1 and each card's h3, so the outline skips no level.
 */
export function PlatformCards({ integrations, unavailable = {}, onConnect }: PlatformCardsProps) {
  return (
    <section aria-labelledby="platforms-title" className="flex flex-col gap-3">
      <h2 id="platforms-title" className="text-xl font-bold text-stone-900">
        Plataformas de delivery
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {PLATFORM_CARDS.map((card) => {
          const connected = integrations.some(
            (integration) => integration.platform === card.key && integration.isActive,
          );
          const notConfigured = connected ? undefined : unavailable[card.key];
          // 'Keeta conectada', 'iFood conectado'.
          const connectedWord = platformArticles(card.key).the === 'a' ? 'Conectada' : 'Conectado';
          return (
            <li
              key={card.key}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
            >
              <div>
                <h3 className="font-semibold text-stone-900">{card.name}</h3>
                <p className="text-sm text-stone-700">{card.description}</p>
              </div>
              {notConfigured ? (
                <p className="text-sm font-medium text-stone-800">{notConfigured}</p>
              ) : card.connectable ? (
                <Button
                  variant={connected ? 'outline' : 'default'}
                  disabled={connected}
                  aria-label={
                    connected ? `${card.name} ${connectedWord.toLowerCase()}` : `Conectar ${card.name}`
                  }
                  onClick={() => onConnect({ key: card.key as ConnectablePlatform, name: card.name })}
                >
                  {connected ? connectedWord : 'Conectar'}
                </Button>
              ) : (
                <Button variant="outline" disabled>
                  {card.key === 'uber_eats' ? 'Indisponível' : 'Em breve'}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
