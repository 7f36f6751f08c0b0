import { LegalDocument } from '../../features/marketing/components/legal-document';
import { legal } from '../../i18n/fr/legal';

/** /privacy: 'Politique de confidentialité' (spec §2). */
export function PrivacyRoute() {
  return <LegalDocument document={legal.privacy} />;
}
