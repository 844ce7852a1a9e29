import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from "next/document";

/*
 * The document of the one Pages Router page, the bench's bare page (pages/bench/bare.tsx). The
 * server layer puts a per-request nonce in the request's Content-Security-Policy (scripts/start.mjs);
 * the App Router reads it itself, the Pages Router needs it given to its scripts here.
 */
type Props = DocumentInitialProps & { nonce?: string };

export default class BareDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initial = await Document.getInitialProps(ctx);
    const policy = ctx.req?.headers["content-security-policy"];
    const nonce = typeof policy === "string" ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
    return { ...initial, nonce };
  }

  render() {
    return (
      <Html lang="en">
        <Head nonce={this.props.nonce} />
        <body>
          <Main />
          <NextScript nonce={this.props.nonce} />
        </body>
      </Html>
    );
  }
}
