import { HomePage, homeMetadata } from "@/components/home/home-page";

export const metadata = homeMetadata;

/** The home page without a selection: fully static. `/?use=...` is served by app/find/[selection]. */
export default function Page() {
  return <HomePage selection={[]} />;
}
