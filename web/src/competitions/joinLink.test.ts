import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backPath, joinLink, otherAuthPage, signInFor, signUpFor } from './joinLink.ts';

describe('entry by link (#35)', () => {
  it('carries the key in the link, and the link through signing in', () => {
    const link = joinLink('https://m.example', 'cAb12', 'q3Z_x8+/');
    assert.equal(link, 'https://m.example/competitions/cAb12?key=q3Z_x8%2B%2F');
    const path = '/competitions/cAb12?key=q3Z_x8';
    assert.equal(signInFor(path), '/sign-in?back=%2Fcompetitions%2FcAb12%3Fkey%3Dq3Z_x8');
    assert.equal(backPath(new URLSearchParams(signInFor(path).split('?')[1]).get('back')), path);
  });

  it('carries the link from signing in to signing up, and back', () => {
    const path = '/competitions/cAb12?key=q3Z_x8';
    const backOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('back');
    // The competition's 'Sign in', then the sign-in page's 'Sign up': the new account comes back.
    const signUp = otherAuthPage('/sign-up', backOf(signInFor(path)));
    assert.equal(signUp, '/sign-up?back=%2Fcompetitions%2FcAb12%3Fkey%3Dq3Z_x8');
    assert.equal(backPath(backOf(signUp)), path);
    // The competition's own 'sign up' beside its 'Sign in' goes to that same page.
    assert.equal(signUpFor(path), signUp);
    // And the sign-up page's 'Sign in' keeps it too.
    assert.equal(otherAuthPage('/sign-in', backOf(signUp)), signInFor(path));
    // From the header (no way back): the bare pages, and the account page after.
    assert.equal(otherAuthPage('/sign-up', backOf('/sign-in')), '/sign-up');
    assert.equal(backPath(backOf('/sign-up')), '/account');
  });

  it('comes back only to a path of this site', () => {
    for (const back of [null, '', 'https://evil.example/x', '//evil.example', '/\\evil.example'])
      assert.equal(backPath(back), '/account', String(back));
  });
});
