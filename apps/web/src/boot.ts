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

/** Starting a download costs a slow phone a few milliseconds: a few per task, a tap answered between. */
const PRELOADS_PER_TASK = 4;

function startAfterPaint() {
  const preloads = document.getElementById('app-preloads');
  if (!(preloads instanceof HTMLTemplateElement)) return start();
  const links = [...preloads.content.children];
  const next = () => {
    const batch = links.splice(0, PRELOADS_PER_TASK);
    if (batch.length === 0) return start();
    document.head.append(...batch);
    setTimeout(next, 0);
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
