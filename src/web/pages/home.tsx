import { useLogout } from '../features/auth/api/logout';
import { useSessionUser } from '../features/auth/session';
import { ClosingCta } from '../features/marketing/components/closing-cta';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { Hero } from '../features/marketing/components/hero';
import { HomeFaq } from '../features/marketing/components/home-faq';
import { SavingsCalculator } from '../features/marketing/components/savings-calculator';
import { Testimonials } from '../features/marketing/components/testimonials';

export function HomePage() {
  const user = useSessionUser();
  const logout = useLogout();
  return (
    <>
      <title>Comanda: cardápio digital e pedidos pelo WhatsApp, sem comissão</title>
      <Hero user={user} onLogout={() => logout.mutate()} />
      <SavingsCalculator />
      <FeatureGrid />
      <Testimonials />
      <ClosingCta adminPath={user ? `/admin/${user.id}` : null} />
      <HomeFaq />
    </>
  );
}
