import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { MenuScreen } from '../components/menu-screen';
import { LightToaster } from './light-toaster';
import { MENU_READY_EVENT } from './menu-ready';
import { MenuTopBar } from './menu-top-bar';

function ReadySignal() {
  useEffect(() => {
    window.dispatchEvent(new Event(MENU_READY_EVENT));
  }, []);
  return null;
}

/** The standalone menu page, the same on the server (HTML) and in the browser (hydrated). */
export function MenuApp({ restaurantId, queryClient }: { restaurantId: string; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MenuTopBar />
        <main id="conteudo">
          <MenuScreen restaurantId={restaurantId} />
        </main>
        <LightToaster />
        <ReadySignal />
      </QueryClientProvider>
    </StrictMode>
  );
}
