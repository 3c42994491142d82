import { useEffect, useState } from 'react';
import { useShell, useStoreValue } from './ShellServices';
import { adminMessagesOf, loadAdminMessages, readDismissed, rememberDismissed, type AdminMessage } from './adminMessages';

/** The central admin-UI messages for this host, each dismissible; a dismissal is remembered per message id. */
export function AdminMessagesBanner() {
  const { runtime, phase, takePageAdminMessages } = useShell();
  const ready = useStoreValue(phase).status === 'ready';
  const [messages, setMessages] = useState<readonly AdminMessage[]>([]);
  const [dismissed, setDismissed] = useState(() => readDismissed(localStorage));

  useEffect(() => {
    if (!ready) return;
    // The page's own answer first: the first start of a page asks for nothing more.
    const carried = takePageAdminMessages();
    if (carried !== undefined) {
      setMessages(adminMessagesOf(carried));
      return;
    }
    let live = true;
    loadAdminMessages(runtime.http, window.location.hostname)
      .then((list) => live && setMessages(list))
      .catch((error: unknown) => runtime.reportError(error, { extra: { during: 'admin-ui messages' } }));
    return () => {
      live = false;
    };
  }, [ready, runtime, takePageAdminMessages]);

  const shown = messages.filter((m) => !dismissed.has(m.id));
  if (shown.length === 0) return null;
  return (
    <section className="shell-admin-messages" aria-label="Announcements">
      {shown.map((m) => (
        <div key={m.id} className="shell-admin-message" data-severity={m.severity} role={m.severity === 'error' ? 'alert' : 'status'}>
          <p>{m.message}</p>
          <button
            type="button"
            className="shell-admin-message__dismiss"
            aria-label={`Dismiss announcement: ${m.message}`}
            onClick={() => {
              rememberDismissed(localStorage, m.id, messages);
              setDismissed(readDismissed(localStorage));
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
