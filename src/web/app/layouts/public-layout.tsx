import { useSessionSync } from '../../features/auth/use-session-sync';
import { PageOutlet } from './page-outlet';
import { ScrollManager } from './scroll-manager';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopNav } from './top-nav';

/** The shell of the public pages: navigation, the page, the footer. */
export function PublicLayout() {
  useSessionSync();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <SkipLink />
      <ScrollManager />
      <TopNav />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <PageOutlet />
      </main>
      <SiteFooter />
    </div>
  );
}
