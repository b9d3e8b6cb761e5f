import { useEffect, useEffectEvent, useState, useSyncExternalStore } from "react";

export type ToastMessage = {
  id: number;
  type: "success" | "info" | "danger";
  title: string;
  description?: string;
};

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a message; one identical to a message already on screen is not shown twice. */
export function showToast(message: Omit<ToastMessage, "id">) {
  const shown = toasts.some(
    (toast) =>
      toast.type === message.type &&
      toast.title === message.title &&
      toast.description === message.description,
  );
  if (shown) return;
  toasts = [...toasts, { ...message, id: nextId++ }];
  emit();
}

/** Spec §8: errors may surface as a danger toast with this title. */
export function showErrorToast(description?: string) {
  showToast({ type: "danger", title: "Sorry, something went wrong", description });
}

function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const styles: Record<ToastMessage["type"], string> = {
  success: "border-mint-600 bg-white",
  info: "border-navy bg-white",
  danger: "border-danger bg-danger-50",
};

function ToastCard({ toast, onDismiss }: { toast: ToastMessage; onDismiss: () => void }) {
  const dismissLater = useEffectEvent(onDismiss);
  useEffect(() => {
    const timer = window.setTimeout(dismissLater, 6_000);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <li
      className={`flex w-full items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${styles[toast.type]}`}
    >
      <div role={toast.type === "danger" ? "alert" : "status"} className="flex-1">
        <p className="font-semibold text-slate-900">{toast.title}</p>
        {toast.description ? <p className="text-sm text-slate-700">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="rounded p-1 text-slate-600 hover:text-slate-900"
        aria-label="Dismiss message"
      >
        ×
      </button>
    </li>
  );
}

/** Toasts from the server (a flash cookie) render without JavaScript; others come from showToast. */
export function Toaster({ initial }: { initial: Omit<ToastMessage, "id"> | null }) {
  const live = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  const [dismissedInitial, setDismissedInitial] = useState<typeof initial>(null);
  const showInitial = initial !== null && initial !== dismissedInitial;
  const all = showInitial ? [{ ...initial, id: 0 }, ...live] : live;
  if (all.length === 0) return null;
  return (
    <ol
      aria-live="polite"
      className="fixed right-4 bottom-4 z-[70] flex w-[calc(100%-2rem)] max-w-toast flex-col gap-2"
    >
      {all.map((toast) => (
        <ToastCard
          key={toast.id}
          toast={toast}
          onDismiss={toast.id === 0 ? () => setDismissedInitial(initial) : () => dismiss(toast.id)}
        />
      ))}
    </ol>
  );
}
