import { SetupPasskey } from "@/components/console/console-client";

export const dynamic = "force-dynamic";

export default function ConsoleSetupPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold">Set up your passkey</h1>
      <p className="mt-2 mb-4 text-slate-700">This one-time link registers a passkey (your device&apos;s screen lock or a security key) for the owner&apos;s console. It works once and for 24 hours.</p>
      <SetupPasskey />
    </section>
  );
}
