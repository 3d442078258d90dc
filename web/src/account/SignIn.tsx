/** Signing in: with a passkey, or a name and password. What a guest played comes along. */
import { useState, type ReactElement, type SyntheticEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { backPath, otherAuthPage } from '../competitions/joinLink.ts';
import { authWords, passkeyWords } from './authWords.ts';
import { authClient } from './client.ts';
import { guestMade } from './useMe.ts';
import { NameField, PasswordField, Refusal } from './fields.tsx';
import './account.css';

export function SignIn(): ReactElement {
  const navigate = useNavigate();
  // Back where signing in was asked for (a competition's link), else the account page.
  const [params] = useSearchParams();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const done = () => {
    void navigate(backPath(params.get('back')));
  };

  const withPassword = async (event: SyntheticEvent) => {
    event.preventDefault();
    setBusy(true);
    await guestMade();
    const answer = await authClient.signIn.username({ username: name, password });
    setBusy(false);
    if (answer.error) setRefusal(authWords(answer.error));
    else done();
  };

  const withPasskey = async () => {
    setBusy(true);
    try {
      await guestMade();
      const answer = await authClient.signIn.passkey();
      if (answer.error) setRefusal(authWords(answer.error));
      else done();
    } catch (error) {
      setRefusal(passkeyWords(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="page account-page" id="main">
      <h1>Sign in</h1>
      <p className="lead">
        Your games follow you to any device. No account?{' '}
        <Link to={otherAuthPage('/sign-up', params.get('back'))}>Sign up</Link>.
      </p>
      <Refusal words={refusal} />
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        onClick={() => void withPasskey()}
      >
        Use a passkey
      </button>
      <form className="fields account-form" onSubmit={(event) => void withPassword(event)}>
        <NameField value={name} onChange={setName} />
        <PasswordField value={password} onChange={setPassword} fresh={false} />
        <div>
          <button type="submit" className="button" disabled={busy}>
            Sign in
          </button>
        </div>
      </form>
    </main>
  );
}
