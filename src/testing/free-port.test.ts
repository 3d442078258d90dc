import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { freePort } from './free-port.ts';

const lockOf = (port: number): string =>
  readFileSync(join(tmpdir(), 'matchday-test-ports', String(port)), 'utf8');

describe('freePort', () => {
  it('holds each port below the ephemeral range for one process, never shared', async () => {
    const mine = [await freePort(), await freePort(), await freePort()];
    const module = JSON.stringify(join(import.meta.dirname, 'free-port.ts'));
    const script = `import { freePort } from ${module};
      const ports = [await freePort(), await freePort(), await freePort()];
      console.log(JSON.stringify(ports));`;
    const theirs = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
    ) as number[];
    assert.equal(new Set([...mine, ...theirs]).size, 6, `${String(mine)} / ${String(theirs)}`);
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/);
    for (const port of [...mine, ...theirs]) assert.ok(port < Number(low) && port > 1024);
    for (const port of mine) assert.equal(lockOf(port), String(process.pid));
    // The other process has exited: its locks went with it, so its ports are free again.
    for (const port of theirs)
      assert.throws(() => lockOf(port), /ENOENT/, `port ${String(port)} was released`);
  });
});
