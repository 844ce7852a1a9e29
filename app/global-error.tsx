"use client";

/** Last-resort fallback when the root layout itself fails (SPEC §8). */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1rem", textAlign: "center" }}>
        <h1>Unexpected Application Error!</h1>
        <p style={{ fontFamily: "monospace", color: "#991b1b" }}>{error.message}</p>
      </body>
    </html>
  );
}
