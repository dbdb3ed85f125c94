import { PrivacyPolicy } from '../features/legal/components/privacy-policy';

export function PrivacyPage() {
  return <PrivacyPolicy />;
}
