import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { FileText } from 'lucide-react';
import {
  MESSAGE_MAX_LENGTH,
  envoyerMessageSchema,
  type PaiementMessage,
} from '@parcelles/shared/contracts/paiement-messages';
import { formatDateLong } from '@parcelles/shared/format';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextareaField } from '../../../components/form/textarea-field';
import { fr } from '../../../i18n/fr';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { ApiError } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download-file';
import { getStoredToken } from '../../../lib/session';
import { usePaiementMessages } from '../api/get-messages';
import { isConversationClosed } from '../lib/conversation-state';
import { useSendMessage } from '../api/send-message';
import { useProofFiles } from '../hooks/use-proof-files';
import { ProofFilesField } from './proof-files-field';
import { uploadFailureMessage } from '../lib/upload-failure';
import { UploadFailure } from './upload-failure';
import { UploadProgress } from '../../../components/ui/upload-progress';

const t = frPaiements.conversation;
/**
 * A payment's conversation (issue 12, ADR 016): the messages oldest first, who wrote and when, the
 * files each brought; then the reply form unless the payment is closed. `side` is who reads it: the
 * buyer sees 'Vous' and 'Notre équipe', staff see the buyer and each other by name. Only the buyer
 * attaches files (the proof rules and texts).
 */
export function Conversation({
  paiementId,
  statut,
  side,
}: {
  paiementId: string;
  statut: string;
  side: 'ACHETEUR' | 'EQUIPE';
}) {
  const query = usePaiementMessages(paiementId);
  const closed = isConversationClosed(statut);
  // A new key after each message sent: the form starts empty again (text and files).
  const [formKey, setFormKey] = useState(0);

  return (
    <section aria-labelledby="conversation-title" className="flex min-w-0 flex-col gap-4">
      <h2 id="conversation-title" className="text-lg font-bold text-stone-900">
        {t.thread}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-stone-700">
          {fr.app.loading}
        </p>
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-stone-800">
          <p>{query.error.message || t.loadFailed}</p>
          <button
            type="button"
            className="font-semibold text-primary-800 underline"
            onClick={() => void query.refetch()}
          >
            {t.retry}
          </button>
        </div>
      ) : query.data.messages.length === 0 ? (
        <p className="text-stone-700">{side === 'EQUIPE' ? t.emptyForTeam : t.empty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {query.data.messages.map((message) => (
            <MessageItem key={message.id} message={message} side={side} />
          ))}
        </ol>
      )}
      {closed ? (
        <p className="rounded-lg bg-stone-100 p-3 text-stone-700">{t.closed}</p>
      ) : (
        <ReplyForm
          key={formKey}
          paiementId={paiementId}
          withFiles={side === 'ACHETEUR'}
          onSent={() => setFormKey((k) => k + 1)}
        />
      )}
    </section>
  );
}

function authorOf(message: PaiementMessage, side: 'ACHETEUR' | 'EQUIPE'): string {
  if (message.cote === side && side === 'ACHETEUR') return t.you;
  if (side === 'ACHETEUR') return t.team;
  const name = message.auteur?.nom;
  if (message.cote === 'ACHETEUR') return name ? `${t.buyer} (${name})` : t.buyer;
  return name ? `${t.team} (${name})` : t.team;
}

function MessageItem({ message, side }: { message: PaiementMessage; side: 'ACHETEUR' | 'EQUIPE' }) {
  const mine = message.cote === side;
  return (
    <li
      className={`flex min-w-0 flex-col gap-2 rounded-xl p-4 ring-1 ${
        mine ? 'bg-primary-50 ring-primary-200 sm:ml-8' : 'bg-white ring-stone-200 sm:mr-8'
      } ${message.demandeComplement ? 'ring-2 ring-amber-400' : ''}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-600">
        <span className="font-semibold text-stone-900">{authorOf(message, side)}</span>
        <time dateTime={message.date}>{formatDateLong(message.date, { withTime: true })}</time>
        {message.demandeComplement && (
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
            {t.complementTag}
          </span>
        )}
      </p>
      <p className="break-words whitespace-pre-wrap text-stone-900">{message.message}</p>
      {message.preuves.length > 0 && (
        <ul aria-label={t.files} className="flex flex-col gap-1">
          {message.preuves.map((preuve) => (
            <li key={preuve.id}>
              <FileLink url={preuve.url} name={preuve.nomFichier} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * A file of the thread. The file route wants the bearer token, which a plain link cannot send:
 * the file is fetched with it, then saved under its name.
 */
function FileLink({ url, name }: { url: string; name: string }) {
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const token = getStoredToken();
      const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (!response.ok) throw new Error(String(response.status));
      saveBlob(await response.blob(), name);
    } catch {
      toast.error(t.fileFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={t.openFile(name)}
      onClick={() => void open()}
      className="inline-flex min-h-10 max-w-full items-center gap-1.5 rounded-lg text-left text-sm font-semibold text-primary-800 underline focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      <FileText aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 break-all">{name}</span>
    </button>
  );
}

function ReplyForm({
  paiementId,
  withFiles,
  onSent,
}: {
  paiementId: string;
  withFiles: boolean;
  onSent: () => void;
}) {
  const send = useSendMessage(paiementId);
  const files = useProofFiles();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [fileError, setFileError] = useState<string>();
  const pending = send.isPending;
  const retryMessage = uploadFailureMessage(send.error);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = envoyerMessageSchema.safeParse({ message: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`reply-${paiementId}`)?.focus();
      return;
    }
    setError(undefined);
    setFileError(undefined);
    send.mutate(
      { message: parsed.data.message, preuves: files.entries.map((entry) => entry.file) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t.sent);
          onSent();
        },
        onError: (failure) => {
          const onField = failure instanceof ApiError ? failure.fieldError('message') : undefined;
          const onFiles = failure instanceof ApiError ? failure.fieldError('preuves') : undefined;
          if (onField) setError(onField);
          if (onFiles) setFileError(onFiles);
          // A failure a second try may fix is told in the form, beside its retry button.
          if (!onField && !onFiles && !uploadFailureMessage(failure))
            toast.error(failure.message || t.failure);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <TextareaField
        id={`reply-${paiementId}`}
        name="message"
        label={t.reply}
        rows={4}
        value={text}
        error={error}
        disabled={pending}
        count={{ length: text.length, max: MESSAGE_MAX_LENGTH }}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
      />
      {withFiles && (
        <ProofFilesField
          entries={files.entries}
          errors={fileError ? [...files.errors, fileError] : files.errors}
          onAdd={(added) => {
            setFileError(undefined);
            files.add(added);
          }}
          onRemove={(id) => {
            setFileError(undefined);
            files.remove(id);
          }}
          disabled={pending}
          preparing={files.preparing}
        />
      )}
      {send.progress !== null && withFiles && (
        <UploadProgress label={frPaiements.proof.progress} fraction={send.progress} />
      )}
      {retryMessage && !pending && <UploadFailure message={retryMessage} />}
      <SubmitButton pending={pending} pendingLabel={t.sending} disabled={files.preparing}>
        {t.send}
      </SubmitButton>
    </form>
  );
}
