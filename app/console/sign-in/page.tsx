import { SignIn } from "@/components/console/console-client";

export const dynamic = "force-dynamic";

export default function ConsoleSignInPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Owner&apos;s console</h1>
      <p className="mt-2 mb-4 text-slate-700">Sign in with the passkey you registered from your setup link. Lost it? Run <code>npm run console -- recover NAME</code> on the server.</p>
      <SignIn />
    </section>
  );
}
