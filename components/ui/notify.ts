// Notices (sonner) are loaded the first time one is shown: the contact and image pages load
// without sonner's script, and its live region is mounted a moment before the first notice, so
// screen readers announce it.

type Kind = "success" | "error";

let mounted: Promise<void> | null = null;
let markMounted: () => void = () => {};
const listeners = new Set<() => void>();

export function subscribeToaster(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const toasterWanted = () => mounted !== null;

/** Called by the notice area once it is in the page and listening. */
export function toasterMounted() {
  markMounted();
}

/** Shows a notice; the first call loads and mounts the notice area. */
export async function notify(kind: Kind, title: string, description?: string): Promise<void> {
  if (!mounted) {
    mounted = new Promise<void>((resolve) => (markMounted = resolve));
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast[kind](title, description ? { description } : undefined);
}
