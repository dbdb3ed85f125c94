import { useSessionSync } from '../../features/auth/use-session-sync';
import { PageOutlet } from './page-outlet';
import { ScrollManager } from './scroll-manager';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopNav } from './top-nav';

/** The shell of the admin panel: the same navigation, a full-width work area and no marketing footer. */
export function AdminLayout() {
  useSessionSync();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <SkipLink />
      <ScrollManager />
      <TopNav />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <PageOutlet />
      </main>
    </div>
  );
}
