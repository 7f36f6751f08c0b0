import { Link } from 'react-router';
import { LINK_CLASS } from '../../../components/form/field-styles';

/**
 * The words that send to the terms and the privacy policy: sign-in's note and sign-up's consent
 * box say it in their own words around the same two links.
 */
export function TermsAndPrivacy({
  prefix,
  terms,
  join,
  privacy,
}: {
  prefix: string;
  terms: string;
  join: string;
  privacy: string;
}) {
  return (
    <>
      {prefix}{' '}
      <Link to="/terms" className={LINK_CLASS}>
        {terms}
      </Link>{' '}
      {join}{' '}
      <Link to="/privacy" className={LINK_CLASS}>
        {privacy}
      </Link>
    </>
  );
}
