import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseMonitorLine } from './redis-monitor.ts';

describe("a MONITOR line read as Redis's command", () => {
  it('names the command lower-cased and unquotes its arguments', () => {
    assert.deepEqual(
      parseMonitorLine(
        '+1795981750.404079 [0 127.0.0.1:40002] "PUBLISH" "matchday:process:h:42:ab" "{\\"kind\\":\\"message\\"}"',
      ),
      ['publish', 'matchday:process:h:42:ab', '{"kind":"message"}'],
    );
  });

  it("reads a Lua script's command and every escape Redis writes", () => {
    assert.deepEqual(parseMonitorLine('+1795981750.404079 [0 lua] "TIME"'), ['time']);
    assert.deepEqual(
      parseMonitorLine('+1.0 [0 unix:/tmp/r.sock] "SET" "k" "a\\\\b\\n\\r\\t\\a\\b\\x00\\xff"'),
      ['set', 'k', 'a\\b\n\r\t\x07\b\x00\xff'],
    );
  });

  it('is nothing for a line that is no command', () => {
    assert.equal(parseMonitorLine('+OK'), undefined);
    assert.equal(parseMonitorLine('-ERR unknown'), undefined);
  });
});
