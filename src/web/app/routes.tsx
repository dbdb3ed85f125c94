import { Route, Routes } from 'react-router';
import { AdminLayout } from './layouts/admin-layout';
import { PublicLayout } from './layouts/public-layout';
import { lazyPage } from './lazy-page';

// Every page is its own chunk, so a diner opening a menu never downloads the admin panel.
const HomePage = lazyPage(() => import('../pages/home'), 'HomePage');
const LoginPage = lazyPage(() => import('../pages/login'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../pages/register'), 'RegisterPage');
const PlansPage = lazyPage(() => import('../pages/plans'), 'PlansPage');
const ExplorePage = lazyPage(() => import('../pages/explore'), 'ExplorePage');
const PublicMenuPage = lazyPage(() => import('../pages/public-menu'), 'PublicMenuPage');
const AdminPage = lazyPage(() => import('../pages/admin'), 'AdminPage');
const KitchenDisplayPage = lazyPage(() => import('../pages/kitchen-display'), 'KitchenDisplayPage');
const PaymentSuccessPage = lazyPage(() => import('../pages/payment-success'), 'PaymentSuccessPage');
const PaymentFailurePage = lazyPage(() => import('../pages/payment-failure'), 'PaymentFailurePage');
const PaymentPendingPage = lazyPage(() => import('../pages/payment-pending'), 'PaymentPendingPage');
const TestCheckoutPage = lazyPage(() => import('../pages/test-checkout'), 'TestCheckoutPage');
const OrderTrackingPage = lazyPage(() => import('../pages/order-tracking'), 'OrderTrackingPage');
const PrivacyPage = lazyPage(() => import('../pages/privacy'), 'PrivacyPage');
const ConfirmEmailPage = lazyPage(() => import('../pages/confirm-email'), 'ConfirmEmailPage');
const ForgotPasswordPage = lazyPage(() => import('../pages/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../pages/reset-password'), 'ResetPasswordPage');
const TermsPage = lazyPage(() => import('../pages/terms'), 'TermsPage');
const ReportConfirmationPage = lazyPage(
  () => import('../pages/report-confirmation'),
  'ReportConfirmationPage',
);
const AcceptInvitePage = lazyPage(() => import('../pages/accept-invite'), 'AcceptInvitePage');
const BillPartPixPage = lazyPage(() => import('../pages/bill-part-pix'), 'BillPartPixPage');
const NotFoundPage = lazyPage(() => import('../pages/not-found'), 'NotFoundPage');

/** The route table of section 2 of the specification, aliases included. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="plans" element={<PlansPage />} />
        <Route path="explorar" element={<ExplorePage />} />
        <Route path="explore" element={<ExplorePage />} />
        <Route path="menu/:id" element={<PublicMenuPage />} />
        <Route path="restaurante/:id" element={<PublicMenuPage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
        <Route path="payment-failure" element={<PaymentFailurePage />} />
        <Route path="payment-pending" element={<PaymentPendingPage />} />
        <Route path="pagamento-teste/:paymentId" element={<TestCheckoutPage />} />
        <Route path="rastrear-pedido" element={<OrderTrackingPage />} />
        <Route path="privacidade" element={<PrivacyPage />} />
        <Route path="termos" element={<TermsPage />} />
        <Route path="confirmar-email" element={<ConfirmEmailPage />} />
        <Route path="esqueci-senha" element={<ForgotPasswordPage />} />
        <Route path="redefinir-senha" element={<ResetPasswordPage />} />
        <Route path="confirmar-relatorio" element={<ReportConfirmationPage />} />
        <Route path="convite/:token" element={<AcceptInvitePage />} />
        <Route path="conta/:token" element={<BillPartPixPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<AdminLayout />}>
        <Route path="admin/:id" element={<AdminPage />} />
      </Route>
      {/* The kitchen display: full screen, without the panel's navigation (decision 0047). */}
      <Route path="painel/cozinha" element={<KitchenDisplayPage />} />
      <Route path="painel/cozinha/:stationId" element={<KitchenDisplayPage />} />
    </Routes>
  );
}
