import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ExternalLink, MessageCircle, X } from 'lucide-react';
import { MESSAGING_BUTTON } from '@parcelles/shared/domain';
import { fr } from '../../../i18n/fr';
import { useDismiss } from '../../../lib/use-dismiss';
import { whatsappUrl } from '../../../lib/whatsapp';
import { useControlUnder } from '../hooks/use-control-under';

type Stage = 'hidden' | 'shown' | 'hint' | 'settled';

/** sessionStorage: the hint has been seen in this tab's visit, so later pages skip it. */
const HINT_SEEN_KEY = 'supportHintSeen';

function hintSeen(): boolean {
  try {
    return sessionStorage.getItem(HINT_SEEN_KEY) === '1';
  } catch {
    // Storage refused (private mode, policy): the hint shows, as it did before this was remembered.
    return false;
  }
}

function rememberHintSeen() {
  try {
    sessionStorage.setItem(HINT_SEEN_KEY, '1');
  } catch {
    // Nothing to remember it in: the next page shows the hint again, which is harmless.
  }
}

/**
 * Spec §1: the floating customer-service button. It appears after 1.5 s so it does not compete
 * with the page's first paint; a hint bubble follows 2 s later for 4 s, once per visit (a reload or
 * a page opened from a link mounts this again); each of the three topics opens WhatsApp with its
 * message typed in advance. It keeps clear of the page: smaller on phones, it fades out and lets
 * taps through while a link, button or field lies under it (back on the next scroll that frees the
 * corner, or when the keyboard reaches it), and the footer keeps room below the page's last line so
 * everything can scroll above it.
 */
export function SupportButton() {
  const [stage, setStage] = useState<Stage>('hidden');
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const hintRef = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const panelId = useId();

  useEffect(() => {
    const { showAfterMs, hintAfterMs, hintDurationMs } = MESSAGING_BUTTON;
    const timers = [setTimeout(() => setStage('shown'), showAfterMs)];
    if (!hintSeen()) {
      timers.push(
        setTimeout(() => {
          rememberHintSeen();
          setStage('hint');
        }, showAfterMs + hintAfterMs),
        setTimeout(() => setStage('settled'), showAfterMs + hintAfterMs + hintDurationMs),
      );
    }
    return () => timers.forEach(clearTimeout);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useDismiss(open, containerRef, close);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  // An open panel is what the visitor asked for: it stays, whatever lies under it.
  const stepAside = useControlUnder(buttonRef, stage !== 'hidden' && !open);
  // Once the visitor has opened the panel the hint has done its job.
  const showHint = stage === 'hint' && !open;
  // The hint is only a nicety: over a control of the page (a 'Retour', a field) it stays unseen
  // (issue 23), keeping its place so that it is measured again as the page scrolls.
  const hintOverControl = useControlUnder(hintRef, showHint);

  if (stage === 'hidden') return null;

  return (
    <div
      ref={containerRef}
      data-aside={stepAside}
      className={`fixed right-3 bottom-3 z-30 flex flex-col items-end gap-3 transition-opacity duration-200 sm:right-6 sm:bottom-6 ${
        stepAside
          ? 'pointer-events-none opacity-0 focus-within:pointer-events-auto focus-within:opacity-100'
          : ''
      }`}
    >
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="w-[min(20rem,calc(100vw-2rem))] rounded-2xl bg-white p-4 shadow-2xl ring-1 ring-stone-200 focus:outline-none motion-safe:animate-[fade-in_150ms_ease-out]"
        >
          <div className="flex items-start justify-between gap-2">
            <h2 id={titleId} className="text-base font-bold text-stone-900">
              {fr.support.panelTitle}
            </h2>
            <button
              type="button"
              aria-label={fr.support.close}
              onClick={close}
              className="-mt-1 -mr-1 inline-flex size-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-accent-500"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p className="mt-1 text-sm text-stone-700">{fr.support.panelText}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {fr.support.topics.map((topic) => (
              <li key={topic.id}>
                <a
                  href={whatsappUrl(topic.message)}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-stone-200 px-3 py-2 text-sm font-semibold text-stone-800 transition-colors hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  {topic.label}
                  <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
                  <span className="sr-only">{fr.support.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-stone-600">{fr.support.reply}</p>
        </div>
      )}
      {showHint && (
        <p
          ref={hintRef}
          style={hintOverControl ? { visibility: 'hidden' } : undefined}
          role="status"
          className="max-w-60 rounded-xl bg-white px-3 py-2 text-sm font-medium text-stone-800 shadow-lg ring-1 ring-stone-200 motion-safe:animate-[fade-in_200ms_ease-out]"
        >
          {fr.support.hint}
        </p>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? fr.support.close : fr.support.open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="inline-flex size-12 items-center justify-center rounded-full sm:size-14 bg-primary-700 text-white shadow-lg ring-4 ring-white/60 transition-transform hover:scale-105 hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 motion-safe:animate-[fade-in_300ms_ease-out]"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </div>
  );
}
