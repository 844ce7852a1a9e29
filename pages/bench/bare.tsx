import type { GetServerSideProps } from "next";

/*
 * The bench's floor (bench/hydration.mjs): a bare Next.js page with one heading, rendered and
 * hydrated by the same server as the site's pages, with none of the site's layout, styles or
 * scripts. It exists only when the server runs with BENCH_BARE_PAGE=1 (the bench sets it); any
 * other server answers 404 (docs/decisions/0136-bench-against-a-bare-page.md).
 */
export const getServerSideProps: GetServerSideProps = async () =>
  process.env.BENCH_BARE_PAGE === "1" ? { props: {} } : { notFound: true };

export default function BarePage() {
  return (
    <main>
      <h1>Bare page</h1>
      <p>A Next.js page with nothing of the site, the bench&apos;s floor.</p>
    </main>
  );
}
