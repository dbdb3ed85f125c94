import { TermsOfUse } from '../features/legal/components/terms-of-use';

export function TermsPage() {
  return <TermsOfUse />;
}
