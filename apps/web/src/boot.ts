// The page's first script. A page the server rendered (ADR 025) reads without the app, so the app
// waits for it to be painted (ADR 027): only then are its chunks fetched, all at once (the server
// lists them in a <template>), leaving a slow network to the stylesheet and the first picture, and
// a phone's slow processor to the first paint.
import './styles.css';
import { holdEarlyTaps } from './lib/early-taps';

// React first, then the app, each evaluated in a task of its own (a long task delays a tap).
const start = () =>
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'));

/** Runs `task` in a task of its own, without the 4 ms a chain of `setTimeout`s waits from the fifth. */
function nextTask(task: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = task;
  channel.port2.postMessage(null);
}

function startAfterPaint() {
  const preloads = document.getElementById('app-preloads');
  if (!(preloads instanceof HTMLTemplateElement)) return start();
  const links = [...preloads.content.children];
  // Starting a download costs a slow phone several milliseconds (2-7 ms a link on the bench's host,
  // unthrottled): one per task keeps every task short, and a tap is answered between two.
  const next = () => {
    const link = links.shift();
    if (!link) return start();
    document.head.append(link);
    nextTask(next);
  };
  next();
}

const serverRendered = document.getElementById('root')?.hasChildNodes();
if (serverRendered) holdEarlyTaps();
if (serverRendered && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(startAfterPaint, 0));
} else {
  startAfterPaint();
}
