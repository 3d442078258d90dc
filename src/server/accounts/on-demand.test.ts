import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const ACCOUNTS = new URL('./accounts.ts', import.meta.url).href;

/** What the accounts load only when asked, by a part of the module's address. */
const ON_DEMAND = {
  webauthn: '/@simplewebauthn/server/esm/index.js',
  argon2: '/@node-rs/argon2/',
  // better-auth's index of every plugin (organizations, two-factor …): only two are used.
  'all plugins': '/better-auth/dist/plugins/index.mjs',
};

interface Probe {
  /** Which of ON_DEMAND were loaded once the accounts were open. */
  readonly opened: string[];
  /** … and once a passkey route had answered, with its status. */
  readonly asked: string[];
  readonly status: number;
}

/**
 * Opens the accounts in a fresh node, then asks a passkey route. A child process: this one may
 * have loaded any of them already, for another test file.
 */
function probe(dataDir: string): Probe {
  const script = `
    import { registerHooks } from 'node:module';
    const urls = new Set();
    registerHooks({ load(url, context, next) { urls.add(url); return next(url, context); } });
    const loaded = () => Object.entries(${JSON.stringify(ON_DEMAND)})
      .filter(([, part]) => [...urls].some((url) => url.includes(part)))
      .map(([name]) => name);
    const { Accounts } = await import(${JSON.stringify(ACCOUNTS)});
    const accounts = await Accounts.open({
      dbPath: ${JSON.stringify(join(dataDir, 'matchday.sqlite'))},
      dataDir: ${JSON.stringify(dataDir)},
      log: (message) => { console.error(message); },
    });
    const opened = loaded();
    const answer = await accounts.auth.handler(
      new Request('http://localhost/api/auth/passkey/generate-authenticate-options'),
    );
    console.log(JSON.stringify({ opened, asked: loaded(), status: answer.status }));
    await accounts.close();
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim()) as Probe;
}

describe('what the accounts load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-on-demand-'));
  after(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("leave passkeys' WebAuthn library to their first request, argon2 to a password, and unused plugins", () => {
    assert.deepEqual(probe(dir), { opened: [], asked: ['webauthn'], status: 200 });
  });
});
