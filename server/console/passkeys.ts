import "server-only";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { ConsoleStore } from "@/server/console/console-store";
import { consoleOrigin } from "@/server/console/origin";
import { env } from "@/server/env";
import { siteConfig } from "@/server/site-config";

/**
 * Passkeys through @simplewebauthn/server (docs/decisions/0140): discoverable credentials, so
 * signing in needs no user name; no attestation (an owner's own device, not a fleet policy).
 * The relying party is the console's host.
 */
const rp = () => ({ origin: consoleOrigin(env), rpID: new URL(consoleOrigin(env)).hostname });

export class PasskeyError extends Error {}

export async function registrationOptions(store: ConsoleStore, setupToken: string) {
  const owner = await store.setupOwner(setupToken);
  if (!owner) throw new PasskeyError("This setup link is not valid: it was used already, expired after 24 hours, or was replaced by a newer one. Ask for a new one with `npm run console -- recover NAME` on the server.");
  const existing = await store.passkeysOf(owner.id);
  const options = await generateRegistrationOptions({
    rpName: `${siteConfig.name} console`,
    rpID: rp().rpID,
    userName: owner.name,
    userID: new TextEncoder().encode(owner.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  const challengeId = await store.saveChallenge(options.challenge, "register", owner.id);
  return { options, challengeId };
}

/** Verifies a new passkey, stores it and spends the setup link; answers the owner's id and name. */
export async function registerPasskey(store: ConsoleStore, setupToken: string, challengeId: string, response: RegistrationResponseJSON) {
  const owner = await store.setupOwner(setupToken);
  const challenge = await store.takeChallenge(challengeId, "register");
  if (!owner || !challenge || challenge.ownerId !== owner.id) throw new PasskeyError("This setup attempt expired or the link is no longer valid. Reload the setup link and try again.");
  let verification;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge.challenge, expectedOrigin: rp().origin, expectedRPID: rp().rpID, requireUserVerification: false });
  } catch (error) {
    throw new PasskeyError(`The passkey could not be verified: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!verification.verified) throw new PasskeyError("The passkey could not be verified.");
  if (!(await store.useSetupToken(setupToken))) throw new PasskeyError("This setup link was used meanwhile. Ask for a new one with `npm run console -- recover NAME`.");
  const { credential } = verification.registrationInfo;
  await store.addPasskey({ id: credential.id, ownerId: owner.id, publicKey: Buffer.from(credential.publicKey).toString("base64url"), counter: credential.counter, transports: credential.transports ?? [] });
  return owner;
}

export async function signInOptions(store: ConsoleStore) {
  const options = await generateAuthenticationOptions({ rpID: rp().rpID, userVerification: "preferred" });
  const challengeId = await store.saveChallenge(options.challenge, "signin", null);
  return { options, challengeId };
}

/** Verifies a sign-in; answers the owner's id. */
export async function verifySignIn(store: ConsoleStore, challengeId: string, response: AuthenticationResponseJSON): Promise<string> {
  const challenge = await store.takeChallenge(challengeId, "signin");
  if (!challenge) throw new PasskeyError("This sign-in attempt expired. Try again.");
  const passkey = await store.passkey(response.id);
  if (!passkey) throw new PasskeyError("This passkey is not registered with the console (it may have been removed). Use another, or ask for a setup link on the server.");
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp().origin,
      expectedRPID: rp().rpID,
      credential: { id: passkey.id, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransportFuture[] },
      requireUserVerification: false,
    });
  } catch (error) {
    throw new PasskeyError(`The passkey could not be verified: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!verification.verified) throw new PasskeyError("The passkey could not be verified.");
  await store.passkeyUsed(passkey.id, verification.authenticationInfo.newCounter);
  return passkey.ownerId;
}
