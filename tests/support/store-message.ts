// Stores one contact message in {DATA_DIR}/site.db and exits, for tests that must not hold the
// database open themselves (scripts/restore.test.ts). Usage: store-message.ts '<json>' [ISO time].
import { openStore } from "@/server/db/store";

async function main([json = "", at]: string[]) {
  const store = await openStore({ dataDir: process.env.DATA_DIR ?? "data" });
  try {
    await store.saveMessage(JSON.parse(json) as { name: string; email: string; message: string }, at ? new Date(at) : undefined);
  } finally {
    await store.close();
  }
}

void main(process.argv.slice(2));
