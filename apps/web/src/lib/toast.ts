// The toasts' library (react-hot-toast and its CSS-in-JS, goober: about 5 KB gzipped) is not needed
// to paint a page, only once something happens: it loads after the first paint (ADR 027). `toast`
// has the library's shape for what the app calls; a toast asked for before the library arrived is
// shown as soon as it has, under the id returned at once (so it can still be replaced or dismissed).
import type { default as HotToast, Renderable, ToastOptions, ValueOrFunction, Toast } from 'react-hot-toast';

type Library = typeof HotToast;
type Message = ValueOrFunction<Renderable, Toast>;

let library: Library | undefined;
let loading: Promise<Library> | undefined;

/** Loads the library once; the lazy `<Toaster />` asks for it after the first paint. */
export function loadToastLibrary(): Promise<Library> {
  loading ??= import('react-hot-toast').then((module) => (library = module.default));
  return loading;
}

function whenLoaded(work: (toast: Library) => void) {
  if (library) work(library);
  else void loadToastLibrary().then(work);
}

let nextId = 0;
const show =
  (kind: (toast: Library) => (message: Message, options?: ToastOptions) => string) =>
  (message: Message, options?: ToastOptions): string => {
    const id = options?.id ?? `toast-${(nextId += 1)}`;
    whenLoaded((toast) => kind(toast)(message, { ...options, id }));
    return id;
  };

export const toast = Object.assign(
  show((t) => t),
  {
    success: show((t) => t.success),
    error: show((t) => t.error),
    loading: show((t) => t.loading),
    dismiss: (id?: string) => whenLoaded((t) => t.dismiss(id)),
    remove: (id?: string) => whenLoaded((t) => t.remove(id)),
  },
);
