import { fr } from '../../i18n/fr';
import { Hero } from '../../features/marketing/components/hero';
import { ParcellesStatsStrip } from '../../features/parcelles/components/parcelles-stats';

export function HomeRoute() {
  return (
    <>
      {/* React 19 hoists this into <head>. */}
      <title>{fr.home.title}</title>
      <Hero />
      <ParcellesStatsStrip />
    </>
  );
}
