import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backPath, joinLink, signInFor } from './joinLink.ts';

describe('entry by link (#35)', () => {
  it('carries the key in the link, and the link through signing in', () => {
    const link = joinLink('https://m.example', 'cAb12', 'q3Z_x8+/');
    assert.equal(link, 'https://m.example/competitions/cAb12?key=q3Z_x8%2B%2F');
    const path = '/competitions/cAb12?key=q3Z_x8';
    assert.equal(signInFor(path), '/sign-in?back=%2Fcompetitions%2FcAb12%3Fkey%3Dq3Z_x8');
    assert.equal(backPath(new URLSearchParams(signInFor(path).split('?')[1]).get('back')), path);
  });

  it('comes back only to a path of this site', () => {
    for (const back of [null, '', 'https://evil.example/x', '//evil.example', '/\\evil.example'])
      assert.equal(backPath(back), '/account', String(back));
  });
});
