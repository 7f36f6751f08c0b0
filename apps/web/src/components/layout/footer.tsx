import { fr } from '../../i18n/fr';

export function Footer() {
  return (
    <footer className="bg-primary-950 text-primary-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="font-semibold">
          {fr.app.name} · {fr.app.city}
        </p>
        <p className="text-primary-100">{fr.layout.copyright(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
