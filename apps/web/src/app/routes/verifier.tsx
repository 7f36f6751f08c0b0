import { useParams } from 'react-router';
import { VerifyPage } from '../../features/recus/components/verify-page';

/** /verifier and /verifier/:code (issue 12): anyone checks a receipt by its code. */
export function VerifierRoute() {
  const { code } = useParams();
  return <VerifyPage code={code} />;
}
