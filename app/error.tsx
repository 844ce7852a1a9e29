"use client";

import { useEffect } from "react";

/** The fallback for unexpected errors while rendering a page (SPEC §8). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-sm text-red-800">{error.message}</p>
      <button type="button" onClick={reset} className="mt-8 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Try again
      </button>
    </div>
  );
}
