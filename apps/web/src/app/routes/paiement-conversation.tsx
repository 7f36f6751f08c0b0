import { Suspense, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { operateurLabel, paymentMethodInfo, paymentStatusInfo } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { Badge } from '../../components/ui/badge';
import { AlertBox } from '../../components/ui/alert-box';
import { Skeleton } from '../../components/ui/skeleton';
import { usePaiementMessages } from '../../features/paiements/api/get-messages';
import { usePaiement } from '../../features/paiements/api/get-paiement';
import { pendingComplement } from '../../features/paiements/lib/conversation-state';
import { fr } from '../../i18n/fr';
import { paiements as frPaiements } from '../../i18n/fr/paiements';
import { ApiError } from '../../lib/api-client';
import { lazyPart } from '../../lib/lazy-part';

// The messages and the reply form carry the contracts' schemas: they follow the payment's summary
// (ADR 027, DESIGN.md §5 budget).
const Conversation = lazyPart(() =>
  import('../../features/paiements/components/conversation').then((m) => m.Conversation),
);
Conversation.preload();

const t = frPaiements.conversation;

/**
 * /paiements/{id} (issue 12, ADR 016): the buyer's payment, its status, and the conversation with
 * the sales team; a complement staff are waiting for is shown first. Notifications and mails about
 * the payment link here.
 */
export function PaiementConversationRoute() {
  const id = useParams().id ?? '';
  const query = usePaiement(id);
  const messages = usePaiementMessages(id);

  if (query.isPending) {
    return (
      <Page>
        <div role="status" aria-label={fr.app.loading} className="flex flex-col gap-4">
          <Skeleton className="h-10 w-2/3 rounded-lg" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      </Page>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page>
        <AlertBox title={missing ? t.notFound : query.error.message || t.loadFailed} />
      </Page>
    );
  }
  const paiement = query.data;
  const statut = paymentStatusInfo(paiement.statut);
  const request = pendingComplement(paiement.statut, messages.data?.messages ?? []);
  const methode = paymentMethodInfo(paiement.methode).label;

  return (
    <Page>
      <h1 className="text-2xl font-bold break-words text-stone-900 sm:text-3xl">
        {t.title(formatMoney2(paiement.montant), paiement.parcelle.numeroLot)}
      </h1>
      {request && (
        <div
          role="region"
          aria-labelledby="complement-title"
          className="flex flex-col gap-2 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 sm:p-5"
        >
          <h2 id="complement-title" className="font-bold text-amber-950">
            {t.request}
          </h2>
          <p className="break-words whitespace-pre-wrap text-stone-900">{request.message}</p>
          <p className="text-sm text-stone-700">{t.requestHint}</p>
        </div>
      )}
      <section
        aria-labelledby="summary-title"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
      >
        <h2 id="summary-title" className="sr-only">
          {t.summary}
        </h2>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Item label={t.status}>
            <Badge variant={statut.badge}>{statut.label}</Badge>
          </Item>
          <Item label={t.amount}>
            <span className="font-semibold tabular-nums">{formatMoney2(paiement.montant)}</span>
          </Item>
          <Item label={t.method}>
            {paiement.operateur ? `${methode} (${operateurLabel(paiement.operateur)})` : methode}
          </Item>
          <Item label={t.date}>{formatDateLong(paiement.datePaiement, { withTime: true })}</Item>
          {paiement.referencePaiement && <Item label={t.reference}>{paiement.referencePaiement}</Item>}
          <Item label={t.proofs}>{paiement.preuves.map((p) => p.nomFichier).join(', ') || '—'}</Item>
        </dl>
      </section>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <Conversation paiementId={paiement.id} statut={paiement.statut} side="ACHETEUR" />
      </Suspense>
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/reservations"
        className="inline-flex min-h-10 items-center gap-1.5 self-start font-semibold text-primary-800 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      {children}
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}
