// A server-rendered page (ADR 025) shows its buttons before the app that answers them has loaded
// (ADR 027: the app is fetched after the first paint). A tap in that window would be lost: the
// page would look broken on a slow phone. So taps are held from the first script on and replayed,
// in order and once per control, as soon as hydration has committed (ADR 030).

const CONTROLS = 'button, input[type="radio"], input[type="checkbox"]';

let held: Element[] | null = null;

function hold(event: MouseEvent) {
  if (!held || !(event.target instanceof Element)) return;
  const control = event.target.closest(CONTROLS);
  if (!control || (control as HTMLButtonElement).disabled) return;
  if (!document.getElementById('root')?.contains(control)) return;
  // Nothing changes before the app runs (a radio left checked would disagree with its state), and
  // React, listening once hydration has started, does not answer the tap a second time.
  event.preventDefault();
  event.stopPropagation();
  if (!held.includes(control)) held.push(control);
}

/** From the first script of a server-rendered page: taps on its controls are held from now on. */
export function holdEarlyTaps() {
  if (held) return;
  held = [];
  document.addEventListener('click', hold, true);
}

/** Once hydration has committed: the taps held are replayed on the controls still on the page. */
export function replayEarlyTaps() {
  if (!held) return;
  const taps = held;
  held = null;
  document.removeEventListener('click', hold, true);
  for (const control of taps) {
    if (control.isConnected && control instanceof HTMLElement) control.click();
  }
}
