// `npm run console -- <command>`: the owner's console from the server's terminal (issue 29,
// docs/decisions/0140). Owners are added here, never through the web; each gets a one-time setup
// link to register a passkey. Recovery (a lost device) is here too.
//
//   add-owner NAME                 adds an owner and prints their setup link (valid 24 hours)
//   recover NAME [--remove-passkeys]  signs the owner out everywhere and prints a new setup link
//   revoke-sessions NAME           signs the owner out everywhere
//   list                           owners, their passkeys and open sessions
import { parseArgs } from "node:util";
import { ConsoleError, consoleStore } from "@/server/console/console-store";
import { setupLink } from "@/server/console/origin";
import { openStore } from "@/server/db/store";
import { readEnvOrExit } from "@/scripts/cli-env";

const usage = `Usage: npm run console -- <command>
  add-owner NAME                     add an owner; prints a one-time setup link (24 hours)
  recover NAME [--remove-passkeys]   sign the owner out everywhere; prints a new setup link
  revoke-sessions NAME               sign the owner out everywhere
  list                               owners, passkeys and open sessions`;

const { values, positionals } = parseArgs({ allowPositionals: true, options: { "remove-passkeys": { type: "boolean", default: false }, help: { type: "boolean", short: "h", default: false } } });
const [command, ...rest] = positionals;
const name = rest.join(" ").trim();

if (values.help || !command) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

async function main() {
  const env = readEnvOrExit();
  const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const owners = consoleStore(store);
  try {
    const needName = () => {
      if (!name || name.length > 60) throw new ConsoleError(`Give the owner's name (1 to 60 characters).\n${usage}`);
      return name;
    };
    switch (command) {
      case "add-owner": {
        const { token } = await owners.addOwner(needName());
        console.log(`Owner "${name}" added. Open this link within 24 hours to register a passkey (it works once):\n${setupLink(env, token)}`);
        break;
      }
      case "recover": {
        const token = await owners.recover(needName(), { removePasskeys: values["remove-passkeys"] });
        console.log(`${values["remove-passkeys"] ? "Passkeys removed and all" : "All"} sessions of "${name}" revoked. New setup link (24 hours, works once):\n${setupLink(env, token)}`);
        break;
      }
      case "revoke-sessions": {
        const owner = await owners.ownerByName(needName());
        if (!owner) throw new ConsoleError(`No owner named "${name}".`);
        const n = await owners.revokeOwnerSessions(owner.id);
        await owners.audit("cli", "sessions.revoked", name, `${n}`);
        console.log(`${n} session${n === 1 ? "" : "s"} of "${name}" revoked.`);
        break;
      }
      case "list": {
        const list = await owners.listOwners();
        if (list.length === 0) console.log("No owners yet. Add one with: npm run console -- add-owner NAME");
        for (const o of list) console.log(`${o.name}: ${o.passkeys} passkey${o.passkeys === 1 ? "" : "s"}, ${o.sessions} open session${o.sessions === 1 ? "" : "s"}, added ${new Date(o.createdAt).toISOString().slice(0, 10)}`);
        break;
      }
      default:
        throw new ConsoleError(`Unknown command "${command}".\n${usage}`);
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConsoleError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});
