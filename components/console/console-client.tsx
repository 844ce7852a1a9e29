"use client";
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/** POSTs one console action; answers the JSON body, or throws its error message. */
async function post(action: string, body: unknown, csrf?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`/console/api/${action}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(csrf ? { "X-CSRF-Token": csrf } : {}) },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new Error(typeof json.error === "string" ? json.error : `The console answered ${response.status}.`);
  return json;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function Problem({ text }: { text: string }) {
  return text ? (
    <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {text}
    </p>
  ) : null;
}

const buttonClass = "rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 disabled:opacity-50";
const smallButton = "rounded border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 disabled:opacity-50";

/** The one-time setup page: the token is the link's fragment, never sent to the server in a URL. */
export function SetupPasskey() {
  const tokenRef = useRef("");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  useEffect(() => {
    tokenRef.current = window.location.hash.slice(1);
    // The token leaves the address bar (and the history) at once.
    window.history.replaceState(null, "", window.location.pathname);
  }, []);
  async function register() {
    const token = tokenRef.current;
    setProblem("");
    if (!token) {
      setProblem("Open the setup link the server printed: it ends with # and a code.");
      return;
    }
    setBusy(true);
    try {
      const { options, challengeId } = (await post("setup-options", { token })) as { options: Parameters<typeof startRegistration>[0]["optionsJSON"]; challengeId: string };
      const response = await startRegistration({ optionsJSON: options });
      await post("setup-verify", { token, challengeId, response });
      router.push("/console");
    } catch (error) {
      setProblem(message(error));
      setBusy(false);
    }
  }
  return (
    <div>
      <button type="button" className={buttonClass} onClick={register} disabled={busy}>
        Create a passkey for the console
      </button>
      <Problem text={problem} />
    </div>
  );
}

export function SignIn() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  async function signIn() {
    setBusy(true);
    setProblem("");
    try {
      const { options, challengeId } = (await post("signin-options", {})) as { options: Parameters<typeof startAuthentication>[0]["optionsJSON"]; challengeId: string };
      const response = await startAuthentication({ optionsJSON: options });
      await post("signin-verify", { challengeId, response });
      router.push("/console");
    } catch (error) {
      setProblem(message(error));
      setBusy(false);
    }
  }
  return (
    <div>
      <button type="button" className={buttonClass} onClick={signIn} disabled={busy}>
        Sign in with a passkey
      </button>
      <Problem text={problem} />
    </div>
  );
}

export function SignOut({ csrf }: { csrf: string }) {
  const router = useRouter();
  const [problem, setProblem] = useState("");
  return (
    <span>
      <button
        type="button"
        className={smallButton}
        onClick={() =>
          post("sign-out", {}, csrf)
            .then(() => router.push("/console/sign-in"))
            .catch((error: unknown) => setProblem(message(error)))
        }
      >
        Sign out
      </button>
      <Problem text={problem} />
    </span>
  );
}

/** A button that runs one action on a message, then reloads the page's data. */
export function MessageAction({ csrf, id, action, label }: { csrf: string; id: string; action: "replied" | "archived" | "open" | "retry"; label: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  return (
    <span>
      <button
        type="button"
        className={smallButton}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setProblem("");
          post("message", { id, action }, csrf)
            .then(() => router.refresh())
            .catch((error: unknown) => setProblem(message(error)))
            .finally(() => setBusy(false));
        }}
      >
        {label}
      </button>
      <Problem text={problem} />
    </span>
  );
}

/** Accept or reject a correction, with a note kept with the decision. */
export function DecideCorrection({ csrf, id }: { csrf: string; id: string }) {
  const router = useRouter();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  function decide(decision: "accepted" | "rejected") {
    setBusy(true);
    setProblem("");
    post("decide", { id, decision, note }, csrf)
      .then(() => router.refresh())
      .catch((error: unknown) => setProblem(message(error)))
      .finally(() => setBusy(false));
  }
  return (
    <div className="mt-2">
      <label className="block text-sm font-medium" htmlFor={`note-${id}`}>
        Note on the decision
      </label>
      <textarea id={`note-${id}`} className="mt-1 w-full rounded border border-slate-300 p-2 text-sm" rows={2} value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} />
      <div className="mt-2 flex gap-2">
        <button type="button" className={smallButton} disabled={busy} onClick={() => decide("accepted")}>
          Accept
        </button>
        <button type="button" className={smallButton} disabled={busy} onClick={() => decide("rejected")}>
          Reject
        </button>
      </div>
      <Problem text={problem} />
    </div>
  );
}
