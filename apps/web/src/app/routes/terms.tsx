import { LegalDocument } from '../../features/marketing/components/legal-document';
import { legal } from '../../i18n/fr/legal';

/** /terms: 'Conditions générales' (spec §2). */
export function TermsRoute() {
  return <LegalDocument document={legal.terms} />;
}
