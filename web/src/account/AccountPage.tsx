/**
 * One's account: its name, the sessions open on it (this one marked) with "Sign out
 * everywhere else", signing out, and deleting the account (games stay, under no name).
 */
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Link, useNavigate } from 'react-router';
import { authWords } from './authWords.ts';
import { authClient } from './client.ts';
import { Refusal } from './fields.tsx';
import { useMe } from './useMe.ts';
import './account.css';

interface OpenSession {
  readonly id: string;
  readonly token: string;
  readonly createdAt: Date;
  readonly userAgent?: string | null;
}

export function AccountPage(): ReactElement {
  const { me, pending } = useMe();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (pending) return <main className="page" id="main" />;
  if (!me || me.guest)
    return (
      <main className="page account-page" id="main">
        <h1>Account</h1>
        <p>
          You are playing as a guest. <Link to="/sign-up">Sign up</Link> to keep your games on every
          device, or <Link to="/sign-in">sign in</Link>.
        </p>
      </main>
    );
  return (
    <main className="page account-page" id="main">
      <h1>{me.name}</h1>
      <Refusal words={refusal} />
      <SessionsSection refuse={setRefusal} />
      <DeleteSection refuse={setRefusal} />
    </main>
  );
}

/** The sessions open on the account (this one marked), signing out elsewhere or here. */
function SessionsSection({ refuse }: { readonly refuse: (words: string) => void }): ReactElement {
  const navigate = useNavigate();
  const session = authClient.useSession();
  const current = session.data?.session.token;
  const [sessions, setSessions] = useState<readonly OpenSession[] | null>(null);
  const load = useCallback(async () => {
    const answer = await authClient.listSessions();
    if (answer.error) refuse(authWords(answer.error));
    else setSessions(answer.data);
  }, [refuse]);
  useEffect(() => {
    void load();
  }, [load]);
  const others = async () => {
    const answer = await authClient.revokeOtherSessions();
    if (answer.error) refuse(authWords(answer.error));
    else await load();
  };
  const signOut = async () => {
    await authClient.signOut();
    void navigate('/');
  };
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">Where you are signed in</h2>
      <ul className="account-sessions" data-testid="sessions">
        {(sessions ?? []).map((open) => (
          <li key={open.id}>
            {deviceName(open.userAgent)} · since {new Date(open.createdAt).toLocaleString()}
            {open.token === current && <strong> (this device)</strong>}
          </li>
        ))}
      </ul>
      <div className="account-actions">
        <button type="button" className="button" onClick={() => void others()}>
          Sign out everywhere else
        </button>
        <button type="button" className="button button--quiet" onClick={() => void signOut()}>
          Sign out
        </button>
      </div>
    </section>
  );
}

/** Deleting the account, asked twice: its games stay, under no name. */
function DeleteSection({ refuse }: { readonly refuse: (words: string) => void }): ReactElement {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    const answer = await authClient.deleteUser();
    if (answer.error) refuse(authWords(answer.error));
    else void navigate('/');
  };
  return (
    <section aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        Your name, passkeys, password and sessions are removed. Games you played stay in their
        records, under no name of yours.
      </p>
      {confirming ? (
        <div className="account-actions">
          <button type="button" className="button button--danger" onClick={() => void remove()}>
            Yes, delete my account
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setConfirming(false);
            }}
          >
            Keep it
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            setConfirming(true);
          }}
        >
          Delete account
        </button>
      )}
    </section>
  );
}

/** A session's browser in a few words, e.g. 'Chrome on Linux'. */
function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'A device';
  const browser = /Edg\//u.test(userAgent)
    ? 'Edge'
    : /Firefox\//u.test(userAgent)
      ? 'Firefox'
      : /Chrome\//u.test(userAgent)
        ? 'Chrome'
        : /Safari\//u.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/u.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/u.test(userAgent)
      ? 'iOS'
      : /Windows/u.test(userAgent)
        ? 'Windows'
        : /Mac OS/u.test(userAgent)
          ? 'macOS'
          : /Linux/u.test(userAgent)
            ? 'Linux'
            : undefined;
  return system ? `${browser} on ${system}` : browser;
}
