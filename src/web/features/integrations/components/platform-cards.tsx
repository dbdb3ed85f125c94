import {
  type ConnectablePlatform,
  type IntegrationView,
  PLATFORM_CARDS,
} from '../../../../domain/integrations/platforms';
import { Button } from '../../../components/ui/button';

interface PlatformCardsProps {
  integrations: IntegrationView[];
  onConnect: (platform: { key: ConnectablePlatform; name: string }) => void;
}

/** iFood and Rappi connect; Uber Eats left Brazil in 2022; the others are 'Em breve'. */
export function PlatformCards({ integrations, onConnect }: PlatformCardsProps) {
  return (
    <ul aria-label="Plataformas" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {PLATFORM_CARDS.map((card) => {
        const connected = integrations.some(
          (integration) => integration.platform === card.key && integration.isActive,
        );
        return (
          <li key={card.key} className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
            <div>
              <h3 className="font-semibold text-stone-900">{card.name}</h3>
              <p className="text-sm text-stone-700">{card.description}</p>
            </div>
            {card.connectable ? (
              <Button
                variant={connected ? 'outline' : 'default'}
                disabled={connected}
                aria-label={connected ? `${card.name} conectado` : `Conectar ${card.name}`}
                onClick={() => onConnect({ key: card.key as ConnectablePlatform, name: card.name })}
              >
                {connected ? 'Conectado' : 'Conectar'}
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
  );
}
